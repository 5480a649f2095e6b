import { createHash } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { auditLog, backgroundJobs, outbox, personalDataReads, rateLimits, sessions } from "@/db/schema";
import { environmentProblems } from "@/lib/config";
import { runScheduler, taskKind } from "@/lib/scheduler/run";
import { makeUser, uniq } from "@/lib/testing/fixtures";
import { retentionTask } from "./task";

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;
const hoursAgo = (hours: number) => sql`now() - ${hours} * interval '1 hour'`;
const hash = (text: string) => createHash("sha256").update(text).digest("hex");

describe("retention, nightly on the scheduler, with the README's default periods", () => {
  it("removes or reduces exactly what outlived its period, keeps the rest, and a second run changes nothing", async () => {
    const db = await getDb();
    const run = uniq();
    const student = await makeUser("ROLE_STUDENT");
    const session = (name: string, expires: ReturnType<typeof daysAgo>, revoked?: ReturnType<typeof daysAgo>) => ({
      tokenHash: hash(`${run}-${name}`),
      userId: student.id,
      expiresAt: expires,
      revokedAt: revoked ?? null,
    });
    await db
      .insert(sessions)
      .values([
        session("caducada hace 31 días", daysAgo(31)),
        session("caducada hace 29 días", daysAgo(29)),
        session("activa", daysAgo(-1)),
        session("revocada hace 40 días", daysAgo(-1), daysAgo(40)),
        session("revocada ayer", daysAgo(-1), daysAgo(1)),
      ]);
    const message = (
      text: string,
      status: "SENT" | "QUEUED" | "FAILED",
      sentAt: ReturnType<typeof daysAgo> | null,
    ) => ({
      channel: "EMAIL" as const,
      recipient: `${run}@correo.test`,
      recipientUserId: student.id,
      subject: "Aviso",
      text,
      html: `<p>${text}</p>`,
      status,
      sentAt,
      createdAt: daysAgo(200),
    });
    await db
      .insert(outbox)
      .values([
        message("enviado hace 91 días", "SENT", daysAgo(91)),
        message("enviado hace 89 días", "SENT", daysAgo(89)),
        message("en cola desde hace 200 días", "QUEUED", null),
        message("fallido hace 200 días", "FAILED", null),
      ]);
    await db.insert(backgroundJobs).values([
      { kind: `caducada-${run}`, params: {}, ownerUserId: student.id, status: "FINISHED", expiresAt: hoursAgo(1) },
      { kind: `vigente-${run}`, params: {}, ownerUserId: student.id, status: "FINISHED", expiresAt: hoursAgo(-1) },
    ]);
    await db.insert(rateLimits).values([
      { key: `${run}:hace 25 horas`, windowStart: hoursAgo(25), hits: 3 },
      { key: `${run}:hace 23 horas`, windowStart: hoursAgo(23), hits: 3 },
    ]);
    const audit = (days: number) => ({
      at: daysAgo(days),
      userExternalId: student.externalId,
      method: "POST",
      path: `/${run}/${days}`,
      requestId: `${run}-${days}`,
    });
    await db.insert(auditLog).values([audit(731), audit(729)]);
    const read = (days: number) => ({
      at: daysAgo(days),
      readerId: student.id,
      readerRole: "ROLE_ADMIN" as const,
      studentId: student.id,
      what: `${run} hace ${days} días`,
      requestId: `${run}-${days}`,
    });
    await db.insert(personalDataReads).values([read(731), read(729)]);

    const task = { ...retentionTask(), name: `retention-${run}` }; // its own occurrences, beside the real task's
    expect(task.cron).toBe("30 3 * * *");
    expect(await runScheduler(db, [task])).toHaveLength(1);

    const names = [
      "caducada hace 31 días",
      "caducada hace 29 días",
      "activa",
      "revocada hace 40 días",
      "revocada ayer",
    ];
    const kept = await db
      .select({ h: sessions.tokenHash })
      .from(sessions)
      .where(
        inArray(
          sessions.tokenHash,
          names.map((name) => hash(`${run}-${name}`)),
        ),
      );
    expect(names.filter((name) => kept.some((k) => k.h === hash(`${run}-${name}`)))).toEqual([
      "caducada hace 29 días",
      "activa",
      "revocada ayer",
    ]);
    const messages = await db
      .select({ text: outbox.text, html: outbox.html, status: outbox.status, recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.recipientUserId, student.id))
      .orderBy(outbox.id);
    expect(messages).toEqual([
      {
        text: "[Texto eliminado al terminar su plazo de conservación]",
        html: null,
        status: "SENT",
        recipient: `${run}@correo.test`,
      },
      {
        text: "enviado hace 89 días",
        html: "<p>enviado hace 89 días</p>",
        status: "SENT",
        recipient: `${run}@correo.test`,
      },
      {
        text: "en cola desde hace 200 días",
        html: "<p>en cola desde hace 200 días</p>",
        status: "QUEUED",
        recipient: `${run}@correo.test`,
      },
      {
        text: "fallido hace 200 días",
        html: "<p>fallido hace 200 días</p>",
        status: "FAILED",
        recipient: `${run}@correo.test`,
      },
    ]);
    expect(
      (
        await db
          .select({ kind: backgroundJobs.kind })
          .from(backgroundJobs)
          .where(inArray(backgroundJobs.kind, [`caducada-${run}`, `vigente-${run}`]))
      ).map((j) => j.kind),
    ).toEqual([`vigente-${run}`]);
    expect(
      (
        await db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `${run}:%`))
      ).map((r) => r.key),
    ).toEqual([`${run}:hace 23 horas`]);
    expect(
      (
        await db
          .select()
          .from(auditLog)
          .where(like(auditLog.path, `/${run}/%`))
      ).map((a) => a.path),
    ).toEqual([`/${run}/729`]);
    expect(
      (
        await db
          .select({ what: personalDataReads.what })
          .from(personalDataReads)
          .where(like(personalDataReads.what, `${run} %`))
      ).map((r) => r.what),
    ).toEqual([`${run} hace 729 días`]);

    const [record] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, taskKind(task.name))));
    expect(record).toMatchObject({ status: "FINISHED", attempts: 1 });
    const result = record!.result as Record<string, number>;
    // jsonb keeps its keys in its own order
    expect(Object.keys(result).sort()).toEqual(
      [
        "sesiones eliminadas",
        "mensajes enviados sin texto",
        "tareas caducadas eliminadas",
        "contadores de uso eliminados",
        "entradas del registro de actividad eliminadas",
        "consultas de datos personales eliminadas",
      ].sort(),
    );
    expect(result["sesiones eliminadas"]).toBeGreaterThanOrEqual(2);
    expect(result["mensajes enviados sin texto"]).toBeGreaterThanOrEqual(1);

    const again = await retentionTask().run({ db, signal: new AbortController().signal, occurrence: new Date() });
    expect(again["mensajes enviados sin texto"]).toBe(0);
    expect(again["sesiones eliminadas"]).toBe(0);
  });

  it("periods come from the environment, and a bad value names its variable", () => {
    expect(
      environmentProblems({ RETENTION_SESSIONS_DAYS: "7", RETENTION_AUDIT_DAYS: "", RETENTION_CRON: "0 2 * * 0" }),
    ).toEqual([]);
    expect(environmentProblems({ RETENTION_OUTBOX_DAYS: "-3" })).toEqual([
      "RETENTION_OUTBOX_DAYS: se espera un número entero mayor o igual que 1 (valor recibido: «-3»)",
    ]);
    expect(environmentProblems({ RETENTION_CRON: "a las tres" })).toEqual([
      "RETENTION_CRON: se espera una expresión cron (por ejemplo «30 3 * * *») (valor recibido: «a las tres»)",
    ]);
  });
});
