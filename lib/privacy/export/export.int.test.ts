import { and, eq, inArray, ne, sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import {
  auditLog,
  documents,
  examRequests,
  examWaitlist,
  issuedDocuments,
  outbox,
  proceedings,
  pushSubscriptions,
  tfgRequests,
  users,
} from "@/db/schema";
import { readsRecorded, recordRead } from "@/lib/access-log/record";
import { createSession } from "@/lib/auth/session-store";
import { streamedZip } from "@/lib/files/zip-stream";
import { openDemoDatabase } from "@/lib/testing/demo-database";
import { buildPersonalDataExport, personByExternalId } from "./build";
import { exportReaders } from "./readers";

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openDemoDatabase("portal_privacy_export"));
  const me = await personByExternalId(db, "demo-alumno");
  // The demo gives Lucía no TFG request, message, session, audit row, waiting-list entry, device with notices
  // or read by staff: she gets one of each.
  await createSession(db, me.id);
  const [choice] = await db.select().from(examRequests).where(eq(examRequests.userId, me.id)).limit(1);
  await db.insert(examWaitlist).values({
    userId: me.id,
    courseId: choice!.courseId,
    examId: choice!.examId,
    venueId: choice!.venueId,
    startsAt: choice!.startsAt,
    seq: 1,
  });
  const [other] = await db.select().from(tfgRequests).limit(1);
  const { id: _, ...request } = other!;
  await db.insert(tfgRequests).values({ ...request, userId: me.id, provisionalTitle: "Mi trabajo de fin de grado" });
  await db.insert(outbox).values({
    channel: "EMAIL",
    recipient: "lucia@correo.test",
    recipientUserId: me.id,
    subject: "Su solicitud",
    text: "Hemos recibido su solicitud.",
  });
  await db.insert(pushSubscriptions).values({
    userId: me.id,
    endpoint: "https://fcm.googleapis.com/fcm/send/lucia",
    p256dh: "B".repeat(87),
    auth: "A".repeat(22),
    device: "Chrome en Android",
  });
  await db
    .insert(auditLog)
    .values({ userExternalId: "demo-alumno", method: "POST", path: "/instances-api", requestId: "r1" });
  const [secretary] = await db.select().from(users).where(eq(users.externalId, "demo-secretaria"));
  const read = { what: "Ficha del alumno: notas", student: () => sql`${me.id}::int` };
  recordRead(db, read, { params: undefined, user: secretary!, requestId: "r2" });
  await readsRecorded();
}, 300_000);

afterAll(() => close?.());

describe("export of a person's data (access and portability)", () => {
  it("gives every module's rows and files of the demo student, and nothing of another student", async () => {
    const me = await personByExternalId(db, "demo-alumno");
    const entries = await buildPersonalDataExport(db, me);
    const zip = await JSZip.loadAsync(await new Response(streamedZip(entries, () => {})).arrayBuffer());
    const files = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(files).toEqual(entries.map((entry) => entry.name));

    const json = async (slug: string) => JSON.parse(await zip.file(`${slug}.json`)!.async("string")) as object[];
    for (const reader of exportReaders) expect((await json(reader.slug)).length, reader.slug).toBeGreaterThan(0);
    expect(await json("datos-personales")).toEqual([
      expect.objectContaining({ identificador: "demo-alumno", nombre: "Lucía", apellidos: "García Fernández" }),
    ]);
    expect(await json("tfg-tfm")).toEqual([
      expect.objectContaining({ tituloProvisional: "Mi trabajo de fin de grado", estado: expect.any(String) }),
    ]);
    expect(await json("consultas-de-sus-datos")).toEqual([
      expect.objectContaining({
        quien: expect.stringMatching(/\S+ \S+/),
        rol: "Secretaría",
        que: "Ficha del alumno: notas",
      }),
    ]);
    expect(await json("mensajes")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          canal: "Correo electrónico",
          texto: "Hemos recibido su solicitud.",
          estado: "En cola",
        }),
      ]),
    );

    const readme = await zip.file("LEEME.txt")!.async("string");
    for (const reader of exportReaders) expect(readme).toContain(`${reader.slug}.json (`);
    expect(readme).toContain("derechos de acceso (art. 15 RGPD) y de portabilidad (art. 20 RGPD)");

    // Every file a row names is in the zip, and every file in the zip is named by a row.
    const allJson = (await Promise.all(exportReaders.map((r) => zip.file(`${r.slug}.json`)!.async("string")))).join(
      "\n",
    );
    const stored = files.filter((name) => name.startsWith("ficheros/"));
    const named = [...allJson.matchAll(/"(ficheros\/[^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(named)).toEqual(new Set(stored));
    for (const folder of ["expedientes", "documentos-emitidos", "gestor-documental", "instancias"])
      expect(
        stored.some((name) => name.startsWith(`ficheros/${folder}/`)),
        folder,
      ).toBe(true);

    // Nothing of another student: no DNI, e-mail or full name, and none of their files.
    const others = await db
      .select({ id: users.id, dni: users.dni, email: users.email, given: users.givenName, family: users.familyName })
      .from(users)
      .where(and(eq(users.role, "ROLE_STUDENT"), ne(users.id, me.id)));
    expect(others.length).toBeGreaterThan(50);
    for (const other of others) {
      expect(allJson).not.toContain(other.dni);
      if (other.email) expect(allJson).not.toContain(other.email);
      expect(allJson).not.toContain(`${other.given} ${other.family}`);
    }
    const otherIds = others.map((o) => o.id);
    const theirFiles = new Set(
      [
        ...(await db.select({ f: documents.fileId }).from(documents).where(inArray(documents.studentId, otherIds))),
        ...(await db.select({ f: proceedings.fileId }).from(proceedings).where(inArray(proceedings.userId, otherIds))),
        ...(await db
          .select({ f: issuedDocuments.fileId })
          .from(issuedDocuments)
          .where(inArray(issuedDocuments.ownerUserId, otherIds))),
      ].map((r) => r.f),
    );
    expect(theirFiles.size).toBeGreaterThan(10);
    expect(stored.filter((name) => theirFiles.has(Number(/\/(\d+)-/.exec(name)![1])))).toEqual([]);
  });

  it("refuses an unknown person with a Spanish message", async () => {
    await expect(personByExternalId(db, "nadie")).rejects.toThrow(
      'No existe ninguna persona con el identificador "nadie"',
    );
  });
});
