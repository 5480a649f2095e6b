import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/registry-api/route";
import { PATCH as patch } from "@/app/registry-api/[id]/route";
import { getDb } from "@/lib/database";
import { academicYears, registryEntries } from "@/db/schema";
import { zonedToday } from "@/lib/dates";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { repeatedCodes } from "./duplicates";

let secretary: TestUser;
let termId: number;

const post = (json: Record<string, unknown>) =>
  call("POST", create, { as: secretary, json: { bookType: "general", type: "ENTRY", term: termId, ...json } });
const edit = (id: number, json: Record<string, unknown>) =>
  call("PATCH", patch, { as: secretary, params: { id: String(id) }, json });
const year = () => zonedToday().slice(0, 4);

beforeAll(async () => {
  const db = await getDb();
  const [term] = await db
    .insert(academicYears)
    .values({ externalId: `n-${uniq()}`, name: `Numeración ${uniq()}` })
    .returning();
  termId = term!.id;
  secretary = await makeUser("ROLE_SECR");
});

describe("POST /registry-api numbers the entry", () => {
  it("with the book's next number of the year and type unless a code is copied from paper", async () => {
    const first = await post({ documentType: "Instancia" });
    const second = await post({ numbering: "SERIES" });
    const exit = await post({ type: "EXIT" });
    expect([first.status, second.status, exit.status]).toEqual([201, 201, 201]);
    expect(first.data.code).toMatch(new RegExp(`^E-${year()}-\\d{6}$`));
    expect(Number(second.data.code.slice(7))).toBeGreaterThan(Number(first.data.code.slice(7)));
    expect(exit.data.code).toMatch(new RegExp(`^S-${year()}-\\d{6}$`));
    const copied = `P-${uniq()}`;
    expect((await post({ numbering: "PAPER", code: copied })).data.code).toBe(copied);
  });

  it.each([
    ["a copied code without the code", { numbering: "PAPER" }, "El código no es válido"],
    [
      "a code the book did not copy from paper",
      { code: "E-2026-000001" },
      "El número lo asigna el libro: escribe un código solo si lo copias de un registro en papel",
    ],
  ])("refuses %s with 400 on the code", async (_, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ message, errors: { code: [message] } });
  });

  it("refuses with 409 a copied code that any entry already has, whichever book", async () => {
    const series = await post({ bookType: "alumonline" });
    const copied = `P-${uniq()}`;
    await post({ numbering: "PAPER", code: copied });
    for (const code of [series.data.code, copied]) {
      const res = await post({ numbering: "PAPER", code, bookType: "general" });
      expect(res.status).toBe(409);
      expect(res.data.message).toBe(`Ya existe un asiento con el código ${code}`);
    }
  });
});

describe("PATCH /registry-api/{id} keeps the book's numbers", () => {
  it("refuses to change the number or the type of an entry the book numbered", async () => {
    const { data } = await post({});
    const code = await edit(data.id, { code: `X-${uniq()}` });
    expect(code.status).toBe(400);
    expect(code.data.message).toBe("Solo se puede cambiar el número de un asiento copiado de un registro en papel");
    const type = await edit(data.id, { type: "EXIT" });
    expect(type.status).toBe(400);
    expect(type.data.message).toBe(
      "El tipo de un asiento numerado por el libro no se puede cambiar: su número es de la serie del tipo",
    );
    expect((await edit(data.id, { code: data.code, type: "ENTRY", receiver: "Rectorado" })).status).toBe(200);
  });

  it("corrects a copied code, but not to one the book already has (409)", async () => {
    const { data } = await post({ numbering: "PAPER", code: `P-${uniq()}` });
    const other = await post({});
    const taken = await edit(data.id, { code: other.data.code });
    expect(taken.status).toBe(409);
    expect(taken.data.message).toBe(`Ya existe un asiento con el código ${other.data.code}`);
    const fixed = `P-${uniq()}`;
    expect((await edit(data.id, { code: fixed })).data).toEqual({ id: data.id, changed: 1 });
  });
});

describe("entries stored before codes were unique", () => {
  it("keep their repeated codes, shown and reported, and refuse them to a new entry", async () => {
    const db = await getDb();
    const code = `E-LEGADO-${uniq()}`;
    const old = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const stored = await db
      .insert(registryEntries)
      .values([
        // As migration 0031 leaves them: the first holder under the unique index, the repeat outside it.
        {
          bookType: "general",
          code,
          type: "ENTRY",
          termId,
          createdAt: old(30),
          documentType: "Primero",
          numbering: "LEGACY",
        },
        { bookType: "alumonline", code, type: "ENTRY", termId, createdAt: old(20), documentType: "Segundo" },
      ])
      .returning({ id: registryEntries.id });
    const ids = stored.map((r) => r.id);

    const book = await call("GET", list, { as: secretary, query: { q: code, sort: "created", direction: "asc" } });
    expect(book.data.content.map((e: { repeated: boolean }) => e.repeated)).toEqual([true, true]);
    const copy = await post({ numbering: "PAPER", code });
    expect(copy.status).toBe(409);
    expect(copy.data.message).toBe(`Ya existe un asiento con el código ${code}`);
    const report = (await repeatedCodes(db)).find((r) => r.code === code);
    expect(report?.entries.map((e) => [e.id, e.documentType])).toEqual([
      [ids[0], "Primero"],
      [ids[1], "Segundo"],
    ]);

    await db.delete(registryEntries).where(eq(registryEntries.code, code));
  });
});
