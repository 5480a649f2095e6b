import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as feedback } from "@/app/privacy-api/accessibility-feedback/route";
import { getDb } from "@/db";
import { academicYears, registryEntries, registryHistory } from "@/db/schema";
import { call, uniq } from "@/lib/testing/fixtures";

const from = (address: string) => ({ "x-forwarded-for": address });

describe("accessibility feedback (RD 1112/2018) enters the registry book", () => {
  it("anyone without a session sends one: a general-book entry with the message, and its code in the answer", async () => {
    const db = await getDb();
    await db.insert(academicYears).values({ externalId: `ay-${uniq()}`, name: "2026-2027", active: true });
    const message = `El contraste del menú es bajo ${uniq()}`;
    const res = await call("POST", feedback, {
      json: { message, page: "/grades", name: "Ana Ruiz", email: "ana@correo.test" },
      headers: from(`feedback-${uniq()}`),
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.code).toMatch(/^E-\d{4}-\d{6}$/);
    const [entry] = await db.select().from(registryEntries).where(eq(registryEntries.code, res.data.code));
    expect(entry).toMatchObject({
      bookType: "general",
      type: "ENTRY",
      userId: null,
      createdBy: null,
      receiver: "Unidad de accesibilidad",
      documentType: "Comunicación sobre accesibilidad (RD 1112/2018)",
      text: `Remitente: Ana Ruiz · ana@correo.test\nPágina: /grades\n${message}`,
    });
    const history = await db.select().from(registryHistory).where(eq(registryHistory.entryId, entry!.id));
    expect(history).toEqual([expect.objectContaining({ action: "CREATE", changedBy: null })]);
  });

  it("refuses an empty message or a bad e-mail with Spanish messages, and a sixth one within the hour", async () => {
    const client = from(`feedback-${uniq()}`);
    const empty = await call("POST", feedback, { json: { message: "  " }, headers: client });
    expect(empty).toMatchObject({ status: 400, data: { message: "Escriba su comunicación" } });
    const badEmail = await call("POST", feedback, { json: { message: "Hola", email: "ana@" }, headers: client });
    expect(badEmail).toMatchObject({
      status: 400,
      data: { errors: { email: ["El correo electrónico no es válido"] } },
    });
    for (let i = 0; i < 5; i++)
      expect((await call("POST", feedback, { json: { message: `Aviso ${i}` }, headers: client })).status).toBe(201);
    expect(await call("POST", feedback, { json: { message: "Otro aviso" }, headers: client })).toMatchObject({
      status: 429,
      data: { message: "Ha enviado demasiadas comunicaciones. Inténtelo de nuevo más tarde." },
    });
  });
});
