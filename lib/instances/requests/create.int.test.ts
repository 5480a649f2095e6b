import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { registryEntries } from "@/db/schema";
import type { TestUser } from "@/lib/testing/fixtures";
import { emailOf, mails, registryEntry, requestsWorld, type RequestsWorld } from "@/lib/testing/instance-requests";
import { iso } from "@/lib/testing/instances";

const CODE = (letter: "E" | "S") => new RegExp(`^${letter}-\\d{4}-\\d{6}$`);

let w: RequestsWorld;
let student: TestUser, other: TestUser, templateId: number, templateName: string;

beforeAll(async () => {
  w = await requestsWorld();
  ({ student, other, templateId, templateName } = w);
});

describe("a student files a request", () => {
  it("OPEN, registered as an ENTRY in the alumonline book with its text as motivo, and e-mailed", async () => {
    const res = await w.post(student, { userText: "Necesito el certificado para una beca" });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      id: expect.any(Number),
      status: "OPEN",
      entryCode: expect.stringMatching(CODE("E")),
      message: "La instancia ha sido creada correctamente",
    });
    const row = await w.read(res.data.id, student);
    expect(row).toMatchObject({
      templateId,
      templateName,
      templateType: w.world.type.name,
      status: "OPEN",
      userText: "Necesito el certificado para una beca",
      instructorText: null,
      userExternalId: student.externalId,
      external: false,
      entryCode: res.data.entryCode,
      exitCode: null,
      closed: null,
      closedBy: null,
    });
    expect(row.history).toEqual([
      expect.objectContaining({
        action: "CREATE",
        status: "OPEN",
        changedBy: expect.stringMatching(/^Prueba Usuario /),
      }),
    ]);
    const book = await registryEntry(res.data.entryCode);
    expect(book).toMatchObject({
      bookType: "alumonline",
      type: "ENTRY",
      termId: w.world.year.id,
      userId: student.id,
      text: "Necesito el certificado para una beca",
      createdBy: student.id,
    });
    expect(book.documentType).toBe(`Instancia: ${templateName}`);
    const mail = (await mails(await emailOf(student))).at(-1)!;
    expect(mail).toMatchObject({
      channel: "EMAIL",
      status: "QUEUED",
      recipientUserId: student.id,
      subject: `Instancia registrada: ${templateName}`,
    });
    expect(mail.text).toBe(
      `Se ha registrado tu instancia «${templateName}». Estado: Abierta. Código de registro de entrada: ${res.data.entryCode}.`,
    );
  });

  it("takes a comment of 200 characters and refuses 201 with 400", async () => {
    expect((await w.post(student, { userText: "a".repeat(200) })).status).toBe(201);
    const long = await w.post(student, { userText: "a".repeat(201) });
    expect(long).toMatchObject({ status: 400, data: { message: "El comentario no puede superar los 200 caracteres" } });
  });

  it.each([
    ["inactive", { active: false }],
    ["past", { start: iso(-5), end: iso(-1) }],
    ["future", { start: iso(1), end: iso(3) }],
  ])("refuses a %s template with 400", async (_, over) => {
    const closedTemplate = await w.world.template(over);
    const res = await w.post(student, { templateId: closedTemplate });
    expect(res).toMatchObject({ status: 400, data: { message: "La instancia no está abierta en este momento" } });
    expect((await w.post(student, { templateId: 99999999 })).status).toBe(400);
  });

  it("ignores a student's attempt to file for someone else", async () => {
    const id = await w.newRequest(student, { userId: other.externalId, external: false });
    expect((await w.read(id)).userExternalId).toBe(student.externalId);
  });
});

describe("registry codes", () => {
  it("concurrent creations never share a code, and each code has its registry entry", async () => {
    const results = await Promise.all(Array.from({ length: 16 }, () => w.post(student, { userText: "carrera" })));
    const codes = results.map((r) => r.data.entryCode as string);
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(codes).size).toBe(16);
    const db = await getDb();
    for (const code of codes) {
      const rows = await db
        .select({ id: registryEntries.id })
        .from(registryEntries)
        .where(and(eq(registryEntries.code, code), eq(registryEntries.type, "ENTRY")));
      expect(rows).toHaveLength(1);
    }
  });
});
