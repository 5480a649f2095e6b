import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/registry-api/route";
import { GET as read, PATCH as patch } from "@/app/registry-api/[id]/route";
import { GET as file } from "@/app/registry-api/[id]/file/route";
import { GET as exportCsv } from "@/app/registry-api/export/route";
import { GET as terms } from "@/app/registry-api/terms/route";
import { GET as searchUsers } from "@/app/registry-api/users/[kind]/[term]/route";
import { getDb } from "@/lib/database";
import { academicYears } from "@/db/schema";
import { dataUrl, pdf } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { zonedToday } from "@/lib/dates";

let secretary: TestUser, admin: TestUser, student: TestUser, gonzalez: TestUser;
let termId: number, otherTermId: number;
let tag: string;

// Copied from paper, so that each test finds its entries by code (the book's own numbers: numbering.int.test.ts).
const entry = (over: Record<string, unknown> = {}) => ({
  bookType: "general",
  numbering: "PAPER",
  code: `R-${tag}-${uniq()}`,
  type: "ENTRY",
  term: termId,
  ...over,
});
const post = async (json: unknown, as: TestUser = secretary) => call("POST", create, { as, json });
const get = async (id: number) => (await call("GET", read, { as: secretary, params: { id: String(id) } })).data;

beforeAll(async () => {
  tag = uniq();
  const db = await getDb();
  const years = await db
    .insert(academicYears)
    .values([
      { externalId: `y-${tag}`, name: `2025-2026 ${tag}` },
      { externalId: `z-${tag}`, name: `2024-2025 ${tag}` },
    ])
    .returning();
  [termId, otherTermId] = [years[0]!.id, years[1]!.id];
  [secretary, admin, student, gonzalez] = await Promise.all([
    makeUser("ROLE_SECR", { givenName: "Marta", familyName: `Secretaria ${tag}` }),
    makeUser("ROLE_ADMIN", { givenName: "Andrés", familyName: `Administrador ${tag}` }),
    makeUser("ROLE_STUDENT", { givenName: "Ana", familyName: `Registrado ${tag}`, dni: `${tag}R` }),
    makeUser("ROLE_STUDENT", { givenName: "Íñigo", familyName: `González Núñez ${tag}` }),
  ]);
});

describe("POST /registry-api", () => {
  it("creates an entry; created and modified come from the server, whatever the body says", async () => {
    const before = Date.now();
    const res = await post(
      entry({
        userExternalId: student.externalId,
        receiver: "Secretaría",
        documentType: "Instancia",
        text: "Solicitud",
        created: "2001-01-01T00:00:00Z",
        modified: "2001-01-01T00:00:00Z",
      }),
    );
    expect(res.status).toBe(201);
    const saved = await get(res.data.id);
    expect(saved).toMatchObject({
      bookType: "general",
      type: "ENTRY",
      term: termId,
      userExternalId: student.externalId,
      receiver: "Secretaría",
      documentType: "Instancia",
      text: "Solicitud",
      file: null,
    });
    expect(new Date(saved.created).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(saved.modified).toBe(saved.created);
    expect(saved.history).toHaveLength(1);
    expect(saved.history[0]).toMatchObject({ action: "CREATE", changedBy: `Marta Secretaria ${tag}` });
  });

  it.each([
    ["an empty code", { code: "" }, "El código no es válido"],
    ["a blank code", { code: "   " }, "El código no es válido"],
    ["no code", { code: undefined }, "El código no es válido"],
    ["an unknown book", { bookType: "otro" }, "Este campo es obligatorio"],
    ["an unknown type", { type: "IN" }, "Este campo es obligatorio"],
    ["no term", { term: undefined }, "Este campo es obligatorio"],
    ["an unknown term", { term: 99999999 }, "El curso académico no existe"],
    ["an unknown user", { userExternalId: "nadie-existe" }, "El usuario no existe"],
  ])("refuses %s with 400", async (_, over, message) => {
    const res = await post(entry(over));
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("keeps an attached file, downloadable by the registry's roles", async () => {
    const res = await post(entry({ file: { name: "oficio.pdf", dataUrl: dataUrl(await pdf("Oficio")) } }), admin);
    expect(res.status).toBe(201);
    expect((await get(res.data.id)).file).toBe("oficio.pdf");
    const download = await call("GET", file, { as: secretary, params: { id: String(res.data.id) } });
    expect(download.status).toBe(200);
    expect(download.res.headers.get("content-type")).toBe("application/pdf");
    const none = await post(entry());
    expect((await call("GET", file, { as: secretary, params: { id: String(none.data.id) } })).status).toBe(404);
  });
});

describe("PATCH /registry-api/{id}", () => {
  it("changes fields, moves modified, never created, and keeps who changed what", async () => {
    const { data } = await post(entry({ receiver: "Rectorado" }));
    const original = await get(data.id);
    await new Promise((r) => setTimeout(r, 20));
    const res = await call("PATCH", patch, {
      as: admin,
      params: { id: String(data.id) },
      json: {
        ...original,
        id: undefined,
        history: undefined,
        receiver: "Decanato",
        type: "EXIT",
        created: "1999-01-01T00:00:00Z",
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: data.id, changed: 2 });
    const after = await get(data.id);
    expect(after).toMatchObject({ receiver: "Decanato", type: "EXIT", created: original.created, file: null });
    expect(new Date(after.modified).getTime()).toBeGreaterThan(new Date(original.modified).getTime());
    expect(after.history[0]).toMatchObject({ action: "UPDATE", changedBy: `Andrés Administrador ${tag}` });
    expect(after.history[0].changes).toEqual(
      expect.arrayContaining([
        { field: "receiver", old: "Rectorado", new: "Decanato" },
        { field: "type", old: "ENTRY", new: "EXIT" },
      ]),
    );
  });

  it("records users by externalId, names them by name and DNI, and refuses an emptied code", async () => {
    const { data } = await post(entry());
    await call("PATCH", patch, {
      as: secretary,
      params: { id: String(data.id) },
      json: { userExternalId: student.externalId },
    });
    expect((await get(data.id)).history[0].changes).toEqual([
      { field: "userExternalId", old: null, new: student.externalId },
    ]);
    expect((await get(data.id)).people).toEqual({
      [student.externalId]: { givenName: "Ana", familyName: `Registrado ${tag}`, dni: `${tag}R` },
    });
    const bad = await call("PATCH", patch, { as: secretary, params: { id: String(data.id) }, json: { code: "" } });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe("El código no es válido");
  });

  it("404 for an unknown entry", async () => {
    expect(
      (await call("PATCH", patch, { as: secretary, params: { id: "99999999" }, json: { code: "X" } })).status,
    ).toBe(404);
    expect((await call("GET", read, { as: secretary, params: { id: "99999999" } })).status).toBe(404);
  });
});

describe("GET /registry-api and its CSV export", () => {
  it("filters by book, type, term and text; the export has every filtered row", async () => {
    const code = `F-${uniq()}`;
    for (let i = 0; i < 12; i++)
      await post(
        entry({ code: `${code}-${i}`, bookType: "alumonline", type: i % 2 ? "EXIT" : "ENTRY", term: otherTermId }),
      );
    const page = await call("GET", list, {
      as: secretary,
      query: { q: code, bookType: "alumonline", type: "EXIT", term: String(otherTermId), size: "5" },
    });
    expect(page.data.totalElements).toBe(6);
    expect(page.data.content).toHaveLength(5);
    expect(
      page.data.content.every(
        (e: { type: string; termName: string }) => e.type === "EXIT" && e.termName === `2024-2025 ${tag}`,
      ),
    ).toBe(true);
    const csv = await call("GET", exportCsv, { as: secretary, query: { q: code, type: "EXIT", size: "5" } });
    expect(csv.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (csv.data as string).trim().split("\r\n");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toContain("Código");
    expect(lines[0]).toContain("Nombre,DNI");
    expect(lines[0]).not.toMatch(/\bId\b|Usuario/);
    expect(lines[1]).toContain("Salida");
  });

  it("filters by date range (days in the portal's time zone)", async () => {
    const code = `D-${uniq()}`;
    await post(entry({ code }));
    const today = zonedToday();
    expect(
      (await call("GET", list, { as: secretary, query: { q: code, from: today, to: today } })).data.totalElements,
    ).toBe(1);
    expect((await call("GET", list, { as: secretary, query: { q: code, to: "2000-01-01" } })).data.totalElements).toBe(
      0,
    );
  });
});

describe("terms and user search", () => {
  it("terms are the academic years", async () => {
    const res = await call("GET", terms, { as: secretary });
    expect(res.data).toEqual(expect.arrayContaining([{ id: termId, name: `2025-2026 ${tag}` }]));
  });

  it("finds users by id and by family name", async () => {
    const byId = await call("GET", searchUsers, { as: secretary, params: { kind: "id", term: student.externalId } });
    expect(byId.data).toEqual([expect.objectContaining({ externalId: student.externalId, dni: student.dni })]);
    const byFamily = await call("GET", searchUsers, {
      as: secretary,
      params: { kind: "family", term: `registrado ${tag}` },
    });
    expect(byFamily.data.map((u: { externalId: string }) => u.externalId)).toEqual([student.externalId]);
  });

  it("folds accents and case in the person search and in the book's text filter", async () => {
    for (const term of [`gonzalez nunez ${tag}`, `GONZÁLEZ NÚÑEZ ${tag}`, `González Núñez ${tag}`]) {
      const found = await call("GET", searchUsers, { as: secretary, params: { kind: "family", term } });
      expect(
        found.data.map((u: { externalId: string }) => u.externalId),
        term,
      ).toEqual([gonzalez.externalId]);
    }
    const { data } = await post(entry({ userExternalId: gonzalez.externalId }));
    const book = await call("GET", list, { as: secretary, query: { q: `inigo gonzalez nunez ${tag}` } });
    expect(book.data.content.map((e: { id: number }) => e.id)).toEqual([data.id]);
  });

  it.each([
    ["a blank term", { kind: "id", term: "  " }, "Debe añadir un parámetro de búsqueda"],
    ["an empty term", { kind: "family", term: "" }, "Debe añadir un parámetro de búsqueda"],
    ["an unknown kind", { kind: "email", term: "x" }, "El tipo de búsqueda debe ser id o family"],
  ])("refuses %s with 400", async (_, params, message) => {
    const res = await call("GET", searchUsers, { as: secretary, params });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });
});
