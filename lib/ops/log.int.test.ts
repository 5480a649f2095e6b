import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as submitEnrollment } from "@/app/enrollments-api/requests/route";
import { getDb } from "@/lib/database";
import { enrollmentWorld, fullRequest } from "@/lib/testing/enrollments";
import { call, uniq } from "@/lib/testing/fixtures";
import { logLines } from "@/lib/testing/log-lines";
import { logger } from "./log";

afterEach(() => vi.restoreAllMocks());

describe("no personal data in the log", () => {
  it("a failing statement with a DNI and an IBAN among its parameters logs its class, SQLSTATE and text, not them", async () => {
    const db = await getDb();
    const w = await enrollmentWorld();
    // The database refuses this student's next enrolment request with an error no module translates (a 500).
    const name = `fail_${uniq()}`;
    await db.execute(
      sql.raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'forzado'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger ${name} before insert on enrollment_requests for each row when (new.user_id = ${w.student.id}) execute function ${name}()`,
      ),
    );
    try {
      let res: Awaited<ReturnType<typeof call>> | undefined;
      const lines = await logLines(async () => {
        res = await call("POST", submitEnrollment, { as: w.student, json: fullRequest(w) });
      });
      expect(res!.status).toBe(500);
      const logged = JSON.stringify(lines);
      for (const personal of ["12345678Z", "ES9121000418450200051332", "2100 0418", "GARCÍA NÚÑEZ", "CAIXESBBXXX"])
        expect(logged).not.toContain(personal);
      const line = lines.find((l) => l.msg === "Error interno");
      expect(line).toMatchObject({
        level: "error",
        requestId: res!.data.requestId,
        err: {
          type: expect.stringMatching(/^DrizzleQueryError ← /),
          sqlState: "P0001",
          statement: expect.stringContaining('insert into "enrollment_requests"'),
        },
      });
    } finally {
      await db.execute(sql.raw(`drop trigger ${name} on enrollment_requests`));
      await db.execute(sql.raw(`drop function ${name}()`));
    }
  });

  it("hides parameters, passwords, tokens and cookies wherever a line carries them", async () => {
    const lines = await logLines(async () =>
      logger().warn(
        {
          params: ["12345678Z"],
          user: { password: "contraseña-secreta" },
          feed: { token: "tok-calendario-1234" },
          req: { headers: { cookie: "sesion=abc123", authorization: "Bearer clave-123" } },
        },
        "aviso",
      ),
    );
    const line = lines.find((l) => l.msg === "aviso");
    expect(line).toMatchObject({
      params: "[oculto]",
      user: { password: "[oculto]" },
      feed: { token: "[oculto]" },
      req: { headers: { cookie: "[oculto]", authorization: "[oculto]" } },
    });
    for (const secret of ["12345678Z", "contraseña-secreta", "tok-calendario-1234", "abc123", "clave-123"])
      expect(JSON.stringify(line)).not.toContain(secret);
  });
});
