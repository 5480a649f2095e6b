import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as login } from "@/app/api/auth/saml/login/route";
import { getDb } from "@/lib/database";
import { samlRequests } from "@/db/schema";
import { call, makeUser } from "@/lib/testing/fixtures";
import {
  answer,
  newDni,
  post,
  SAML_ENV,
  samlWorld,
  sessionCount,
  startSignIn,
  validResponse,
} from "@/lib/testing/sso/acs-world";

const { warnings } = samlWorld();

const refusedFor = (res: Awaited<ReturnType<typeof post>>, reason: RegExp) => {
  expect(warnings.mock.calls.at(-1)).toEqual([{ reason: expect.stringMatching(reason) }, "SAML: respuesta rechazada"]);
  expect(res.res.headers.get("location")).toBe("/?error=saml");
  expect(res.res.headers.get("set-cookie")).toBeNull();
};

describe("GET /api/auth/saml/login binds the sign-in to the browser", () => {
  it("sets a short-lived random cookie, HttpOnly, Secure and SameSite=None, and stores only its hash", async () => {
    const { requestId, res } = await startSignIn();
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      /^__Host-portal\.saml-request=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=None; Max-Age=600$/,
    );
    const value = cookie.split(";")[0]!.split("=")[1]!;
    const [row] = await (await getDb()).select().from(samlRequests).where(eq(samlRequests.id, requestId));
    expect(row!.browserHash).toBe(createHash("sha256").update(value).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(value);
    expect((await startSignIn()).cookie).not.toBe(`__Host-portal.saml-request=${value}`);
  });

  it("keeps the value of a sign-in in progress, so that a second tab does not spoil the first", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    const first = await validResponse(dni);
    const second = await startSignIn(first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect((await answer(first)).res.headers.get("location")).toBe("/");
    expect(await sessionCount(user.id)).toBe(2);
  });

  it("sends the browser back to the entry page, with no cookie, when no IdP metadata can be trusted", async () => {
    process.env.SAML_IDP_METADATA = "/no/existe/idp.xml";
    try {
      const res = await call("GET", login, { path: "/api/auth/saml/login" });
      expect(res.status).toBe(302);
      expect(res.res.headers.get("location")).toBe("/?error=saml");
      expect(res.res.headers.get("set-cookie")).toBeNull();
      expect(warnings.mock.calls.at(-1)).toEqual([
        { reason: expect.stringMatching(/No hay metadatos válidos .*ENOENT/) },
        "SAML: no se puede iniciar sesión",
      ]);
    } finally {
      process.env.SAML_IDP_METADATA = SAML_ENV.SAML_IDP_METADATA;
    }
  });
});

describe("POST /api/auth/saml/acs accepts an answer only from the browser that asked", () => {
  it("creates no session from a valid response posted by a browser without the cookie (login CSRF)", async () => {
    const dni = newDni();
    const attacker = await makeUser("ROLE_STUDENT", { dni });
    const response = await validResponse(dni);
    refusedFor(await post(response.base64), /falta la cookie del navegador que empezó el inicio de sesión/);
    expect(await sessionCount(attacker.id)).toBe(1);
  });

  it("creates no session from a valid response posted by a browser with another sign-in in progress", async () => {
    const [attackerDni, victimDni] = [newDni(), newDni()];
    const [attacker, victim] = await Promise.all([
      makeUser("ROLE_STUDENT", { dni: attackerDni }),
      makeUser("ROLE_STUDENT", { dni: victimDni }),
    ]);
    const attackers = await validResponse(attackerDni);
    const victims = await validResponse(victimDni);
    refusedFor(await post(attackers.base64, victims.cookie), /InResponseTo is not valid/);
    expect(await sessionCount(attacker.id)).toBe(1);
    // The victim's own sign-in is untouched, and signs the victim in.
    expect((await answer(victims)).res.headers.get("location")).toBe("/");
    expect(await sessionCount(victim.id)).toBe(2);
  });
});
