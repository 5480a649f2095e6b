import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { institutionalRoles, notificationAssignations, notificationTemplates, outbox } from "@/db/schema";
import { deliverDue } from "@/lib/outbox/deliver";
import { smtpTransport } from "@/lib/outbox/transports";
import { addMember, makeCourse, makeDegree } from "@/lib/testing/reference";
import { makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { startSmtpServer } from "@/lib/testing/smtp";
import { notifyCredentials } from "./credentials";
import { notifyLists } from "./notify";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let transports: { EMAIL: ReturnType<typeof smtpTransport> };
let student: TestUser, noEmail: TestUser, noRole: TestUser;
let roleId: number;
const PASSWORD = "S3creta-Clave-9";

async function assign(type: number, text: string, institutionalRoleId: number) {
  const db = await getDb();
  const [t] = await db
    .insert(notificationTemplates)
    .values({ type, reference: `ref-${uniq()}`, title: `Asunto ${type}`, text })
    .returning();
  await db.insert(notificationAssignations).values({ type, institutionalRoleId, templateId: t!.id });
}

const stored = async (id: number) => (await (await getDb()).select().from(outbox).where(eq(outbox.id, id)))[0]!;
const row = (u: TestUser) => ({ externalId: u.externalId, username: `user-${u.externalId}`, password: PASSWORD });

beforeAll(async () => {
  const db = await getDb();
  smtp = await startSmtpServer();
  transports = { EMAIL: smtpTransport(smtp.url, "Portal <portal@universidad.test>") };
  const [role] = await db
    .insert(institutionalRoles)
    .values({ roleId: `R-${uniq()}`, name: "Rol de prueba" })
    .returning();
  roleId = role!.id;
  await assign(0, "<p>Hola {{name}}: usuario {{username}}, clave {{password}}</p>", roleId);
  await assign(1, "<p>Tus listas:</p>{{list}}", roleId);
  [student, noEmail, noRole] = await Promise.all([
    makeUser("ROLE_STUDENT", { institutionalRoleId: roleId, givenName: "Ana", familyName: `Pérez ${uniq()}` }),
    makeUser("ROLE_STUDENT", { institutionalRoleId: roleId, email: null }),
    makeUser("ROLE_STUDENT"),
  ]);
});

afterAll(() => smtp.close());

describe("notify credentials", () => {
  it("delivers the real password over SMTP and stores only the redacted copy", async () => {
    const [outcome] = await notifyCredentials(await getDb(), [row(student)], { transports, pauseMs: 10 });
    expect(outcome).toMatchObject({ externalId: student.externalId, status: "SENT" });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([expect.stringContaining("@universidad.test")]);
    expect(mail.body).toContain(`usuario user-${student.externalId}, clave ${PASSWORD}`);
    expect(mail.body).toContain("Subject: Asunto 0");
    const kept = await stored((outcome as { outboxId: number }).outboxId);
    expect(kept.status).toBe("SENT");
    expect(JSON.stringify(kept)).not.toContain(PASSWORD);
    expect(kept.html).toContain("clave ********");
    expect(kept.text).toContain("clave ********");
  });

  it("retries within the run when the server fails first, then accepts", async () => {
    smtp.state.failures = 1;
    const before = smtp.received.length;
    const [outcome] = await notifyCredentials(await getDb(), [row(student)], { transports, pauseMs: 10 });
    expect(outcome!.status).toBe("SENT");
    expect(smtp.received.length).toBe(before + 1);
    expect(await stored((outcome as { outboxId: number }).outboxId)).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("a mail that cannot be delivered during the run is FAILED, never left for the poller with the redacted text", async () => {
    smtp.state.failures = 3;
    const [outcome] = await notifyCredentials(await getDb(), [row(student)], { transports, pauseMs: 10, attempts: 3 });
    expect(outcome!.status).toBe("FAILED");
    const kept = await stored((outcome as { outboxId: number }).outboxId);
    expect(kept).toMatchObject({ status: "FAILED", attempts: 3 });
    expect(kept.lastError).toContain(
      "No se ha podido entregar durante la orden. Las credenciales no se guardan, así que este correo no se reintentará",
    );
    smtp.state.failures = 0;
  });

  it("without SMTP the mail is FAILED with the reason", async () => {
    const [outcome] = await notifyCredentials(await getDb(), [row(student)], { transports: {} });
    expect(outcome).toMatchObject({
      status: "FAILED",
      detail: expect.stringContaining("No hay servidor SMTP configurado"),
    });
  });

  it("reports users it cannot write to", async () => {
    const outcomes = await notifyCredentials(
      await getDb(),
      [row(noEmail), row(noRole), { externalId: "no-existe", username: "x", password: "y" }],
      { transports },
    );
    expect(outcomes).toEqual([
      {
        externalId: noEmail.externalId,
        status: "SKIPPED",
        detail: "el usuario no tiene dirección de correo electrónico",
      },
      { externalId: noRole.externalId, status: "SKIPPED", detail: "no hay plantilla asignada a su rol institucional" },
      { externalId: "no-existe", status: "SKIPPED", detail: "el usuario no existe" },
    ]);
  });
});

describe("notify lists", () => {
  it("sends each instructor their courses' students; reports staff without a template", async () => {
    const instructor = await makeUser("ROLE_INSTRUCTOR", { institutionalRoleId: roleId });
    const course = await makeCourse((await makeDegree()).id, `Álgebra ${uniq()}`);
    await addMember(course.id, instructor.id, "INSTRUCTOR");
    await addMember(course.id, student.id, "STUDENT");
    const outcomes = await notifyLists(await getDb(), transports);
    expect(outcomes.find((o) => o.externalId === instructor.externalId)).toMatchObject({ status: "SENT" });
    const mail = smtp.received.find((m) => m.body.includes(course.name))!;
    expect(mail.body).toContain(`<li>Pérez`);
    expect(mail.body).toContain(`(${student.externalId})</li>`);
    const coordinator = await makeUser("ROLE_COORD");
    const again = await notifyLists(await getDb(), {});
    expect(again.find((o) => o.externalId === coordinator.externalId)).toEqual({
      externalId: coordinator.externalId,
      status: "SKIPPED",
      detail: "no hay plantilla asignada a su rol institucional",
    });
    expect(again.find((o) => o.externalId === instructor.externalId)).toMatchObject({ status: "QUEUED" });
  });
});

describe("notify credentials killed mid-delivery", () => {
  it("leaves the mail HELD: the poller never sends the redacted copy", { timeout: 60_000 }, async () => {
    const db = await getDb();
    const stalling = await startSmtpServer();
    stalling.state.stall = true;
    let child: ChildProcess | undefined;
    let abandoned: Promise<unknown> | undefined;
    try {
      if (process.env.DATABASE_URL) {
        // The real command, killed while the SMTP server holds its mail.
        const dir = await mkdtemp(path.join(tmpdir(), "credenciales-"));
        const file = path.join(dir, "credenciales.csv");
        await writeFile(file, `externalId,username,password\n${student.externalId},u1,${PASSWORD}\n`);
        child = spawn(
          process.execPath,
          ["node_modules/tsx/dist/cli.mjs", "lib/cli/main.ts", "notify", "credentials", file],
          {
            env: { ...process.env, SMTP_URL: stalling.url },
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
      } else {
        // One process holds the in-memory database: the command's run is abandoned mid-send instead.
        // One attempt, so that it ends (FAILED) as soon as the server closes, before the database does.
        abandoned = notifyCredentials(db, [row(student)], {
          transports: { EMAIL: smtpTransport(stalling.url, "Portal <portal@universidad.test>") },
          attempts: 1,
        }).catch(() => undefined);
      }
      await expect.poll(() => stalling.state.stalled, { timeout: 20_000, interval: 100 }).toBe(1);
      child?.kill("SIGKILL");
      const [held] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.recipientUserId, student.id))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(held!.status).toBe("HELD");
      // Long after any lease, the poller runs with a working server.
      await db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 3_600_000) })
        .where(eq(outbox.id, held!.id));
      const before = smtp.received.length;
      const delivered = await deliverDue(db, { transports, now: new Date(Date.now() + 86_400_000), limit: 1000 });
      expect(delivered.map((r) => r.id)).not.toContain(held!.id);
      expect(smtp.received.slice(before).filter((m) => m.body.includes("clave ********"))).toEqual([]);
      expect(await stored(held!.id)).toMatchObject({ status: "HELD", attempts: 0 });
    } finally {
      child?.kill("SIGKILL");
      await stalling.close();
      await abandoned;
    }
  });
});
