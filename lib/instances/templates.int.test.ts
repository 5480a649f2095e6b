import { beforeAll, describe, expect, it } from "vitest";
import { GET as listTerms } from "@/app/instances-api/data/terms/route";
import { POST as createInstance } from "@/app/instances-api/instances/route";
import { POST as uploadCsv } from "@/app/instances-api/templates/csv/route";
import { DELETE as deleteTemplate, PUT as putTemplate } from "@/app/instances-api/templates/[id]/route";
import { GET as listTemplates, POST as createTemplate } from "@/app/instances-api/templates/route";
import { DELETE as deleteType, PATCH as patchType } from "@/app/instances-api/types/[id]/route";
import { GET as listTypes, POST as createType } from "@/app/instances-api/types/route";
import { REQUIRED } from "@/lib/validation/common";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { MESSAGES } from "./schemas";
import { instancesWorld, iso } from "@/lib/testing/instances";

let world: Awaited<ReturnType<typeof instancesWorld>>;
let secretary: TestUser, student: TestUser;

beforeAll(async () => {
  world = await instancesWorld();
  [secretary, student] = await Promise.all([makeUser("ROLE_SECR"), makeUser("ROLE_STUDENT")]);
});

const body = (over: Record<string, unknown> = {}) => ({
  typeId: world.type.id,
  name: `Plantilla ${uniq()}`,
  start: iso(-1),
  end: iso(5),
  termId: world.year.externalId,
  active: false,
  ...over,
});

describe("instance types", () => {
  it("an admin creates, renames and lists them; names are unique, case aside", async () => {
    const name = `Convalidaciones ${uniq()}`;
    const created = await call("POST", createType, { as: world.admin, json: { name } });
    expect(created).toMatchObject({ status: 201, data: { id: expect.any(Number), name } });
    const dup = await call("POST", createType, { as: world.admin, json: { name: name.toUpperCase() } });
    expect(dup).toMatchObject({ status: 409, data: { message: MESSAGES.typeDuplicate } });
    const renamed = await call("PATCH", patchType, {
      as: world.admin,
      params: { id: String(created.data.id) },
      json: { name: `${name} bis` },
    });
    expect(renamed.data).toMatchObject({ name: `${name} bis` });
    for (const as of [world.admin, secretary])
      expect((await call("GET", listTypes, { as })).data).toContainEqual({ id: created.data.id, name: `${name} bis` });
    expect((await call("POST", createType, { as: world.admin, json: { name: "  " } })).data.message).toBe(REQUIRED);
    expect(
      (await call("PATCH", patchType, { as: world.admin, params: { id: "99999999" }, json: { name: "x" } })).status,
    ).toBe(404);
  });

  it("a type used by templates cannot be deleted (409); an unused one can", async () => {
    await world.template();
    const used = await call("DELETE", deleteType, { as: world.admin, params: { id: String(world.type.id) } });
    expect(used).toMatchObject({ status: 409, data: { message: MESSAGES.typeInUse } });
    const free = (await call("POST", createType, { as: world.admin, json: { name: `Libre ${uniq()}` } })).data.id;
    expect((await call("DELETE", deleteType, { as: world.admin, params: { id: String(free) } })).status).toBe(200);
    expect((await call("DELETE", deleteType, { as: world.admin, params: { id: String(free) } })).status).toBe(404);
  });
});

describe("templates", () => {
  it("the secretary creates and edits one; the answer carries the exact messages and the shape of section 3", async () => {
    const created = await call("POST", createTemplate, {
      as: secretary,
      json: body({ name: "Certificado académico" }),
    });
    expect(created).toMatchObject({ status: 201, data: { message: "La plantilla se ha creado correctamente" } });
    const id = created.data.id;
    const edited = await call("PUT", putTemplate, {
      as: secretary,
      params: { id: String(id) },
      json: body({ name: "Certificado académico oficial", active: true }),
    });
    expect(edited).toMatchObject({ status: 200, data: { message: "La plantilla se ha modificado correctamente" } });
    const all = (await call("GET", listTemplates, { as: secretary, query: { all: "true" } })).data;
    expect(all.find((t: { id: number }) => t.id === id)).toEqual({
      id,
      typeId: world.type.id,
      typeName: world.type.name,
      name: "Certificado académico oficial",
      start: expect.any(String),
      end: expect.any(String),
      termId: world.year.externalId,
      termName: world.year.name,
      active: true,
    });
  });

  it.each([
    ["no name", { name: "" }, "name", REQUIRED],
    ["no type", { typeId: undefined }, "typeId", REQUIRED],
    ["no start", { start: "" }, "start", REQUIRED],
    ["no end", { end: null }, "end", REQUIRED],
    ["no term", { termId: undefined }, "termId", REQUIRED],
    ["an end before the start", { start: iso(3), end: iso(2) }, "end", MESSAGES.endBeforeStart],
    ["activation without dates", { start: null, end: null, active: true }, "active", MESSAGES.activationNeedsDates],
    ["an unknown term", { termId: "no-existe" }, "termId", MESSAGES.termNotFound],
    ["an unknown type", { typeId: 99999999 }, "typeId", MESSAGES.typeNotFound],
  ])("refuses %s with 400", async (_, over, field, message) => {
    const res = await call("POST", createTemplate, { as: secretary, json: body(over) });
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toContain(message);
  });

  it("without all, everyone gets only active templates whose period is open now; students never get the rest", async () => {
    const open = await world.template();
    const inactive = await world.template({ active: false });
    const past = await world.template({ start: iso(-10), end: iso(-1) });
    const future = await world.template({ start: iso(2), end: iso(4) });
    for (const [as, query] of [
      [student, {}],
      [student, { all: "true" }],
      [secretary, {}],
    ] as const) {
      const ids = (await call("GET", listTemplates, { as, query })).data.map((t: { id: number }) => t.id);
      expect(ids).toContain(open);
      for (const closed of [inactive, past, future]) expect(ids).not.toContain(closed);
    }
    const all = (await call("GET", listTemplates, { as: secretary, query: { all: "true" } })).data.map(
      (t: { id: number }) => t.id,
    );
    expect(all).toEqual(expect.arrayContaining([open, inactive, past, future]));
  });

  it("a template with requests cannot be deleted (409); an unused one can, once", async () => {
    const used = await world.template();
    await call("POST", createInstance, { as: student, json: { templateId: used } });
    expect(await call("DELETE", deleteTemplate, { as: secretary, params: { id: String(used) } })).toMatchObject({
      status: 409,
      data: { message: MESSAGES.templateInUse },
    });
    const unused = await world.template();
    expect((await call("DELETE", deleteTemplate, { as: world.admin, params: { id: String(unused) } })).status).toBe(
      200,
    );
    expect((await call("DELETE", deleteTemplate, { as: world.admin, params: { id: String(unused) } })).status).toBe(
      404,
    );
    expect((await call("PUT", putTemplate, { as: secretary, params: { id: "99999999" }, json: body() })).status).toBe(
      404,
    );
  });

  it("terms are the academic years, as {name, externalId}", async () => {
    const terms = (await call("GET", listTerms, { as: secretary })).data;
    expect(terms).toContainEqual({ name: world.year.name, externalId: world.year.externalId });
  });
});

describe("POST /instances-api/templates/csv", () => {
  const upload = (csv: string, typeId?: number) => {
    const form = new FormData();
    form.set("file", new File([csv], "plantillas.csv", { type: "text/csv" }));
    if (typeId) form.set("typeId", String(typeId));
    return call("POST", uploadCsv, { as: world.admin, body: form });
  };
  const names = async () =>
    (await call("GET", listTemplates, { as: world.admin, query: { all: "true" } })).data.map(
      (t: { name: string }) => t.name,
    );

  it("creates every row, with the type from the form or from a typeId column", async () => {
    const tag = uniq();
    const res = await upload(
      `name,start,end,termId\nCSV uno ${tag},01/09/2026 09:00,30/09/2026 14:00,${world.year.externalId}\nCSV dos ${tag},2026-10-01T08:00:00Z,2026-10-15T08:00:00Z,${world.year.externalId}\n`,
      world.type.id,
    );
    expect(res).toMatchObject({
      status: 201,
      data: { created: 2, message: "Las plantillas se han creado correctamente" },
    });
    const withType = await upload(
      `name,start,end,termId,typeId\nCSV tres ${tag},01/09/2026,30/09/2026,${world.year.externalId},${world.type.id}\n`,
    );
    expect(withType.status).toBe(201);
    expect(await names()).toEqual(expect.arrayContaining([`CSV uno ${tag}`, `CSV dos ${tag}`, `CSV tres ${tag}`]));
    const all = (await call("GET", listTemplates, { as: world.admin, query: { all: "true" } })).data;
    expect(all.find((t: { name: string }) => t.name === `CSV uno ${tag}`)).toMatchObject({
      start: "2026-09-01T07:00:00.000Z",
      end: "2026-09-30T12:00:00.000Z",
      active: true,
    });
  });

  it("is all or nothing, with line-numbered errors", async () => {
    const tag = uniq();
    const res = await upload(
      `name,start,end,termId\nBuena ${tag},01/09/2026,30/09/2026,${world.year.externalId}\n,01/09/2026,30/09/2026,${world.year.externalId}\nMala ${tag},30/09/2026,01/09/2026,no-existe\n`,
      world.type.id,
    );
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/^El fichero CSV no es válido: /);
    expect(res.data.errors.file).toEqual(
      expect.arrayContaining([`línea 3: name ${REQUIRED}`, `línea 4: end ${MESSAGES.endBeforeStart}`]),
    );
    expect(await names()).not.toContain(`Buena ${tag}`);
  });

  it.each([
    ["a wrong header", "nombre,inicio,fin,termId\nx,01/09/2026,02/09/2026,y\n", /línea 1: cabecera incorrecta/],
    [
      "no type at all",
      "name,start,end,termId\nx,01/09/2026,02/09/2026,TERM\n",
      /línea 2: typeId Este campo es obligatorio/,
    ],
    [
      "an unknown term",
      "name,start,end,termId\nx,01/09/2026,02/09/2026,no-existe\n",
      /línea 2: La convocatoria no existe/,
    ],
    ["only the header", "name,start,end,termId\n", /línea 2: el fichero no tiene plantillas/],
  ])("refuses %s", async (_, csv, message) => {
    const res = await upload(
      csv.replace("TERM", world.year.externalId),
      csv.includes("no-existe") ? world.type.id : undefined,
    );
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(message);
  });

  it("refuses a request without a file", async () => {
    const res = await call("POST", uploadCsv, { as: world.admin, body: new FormData() });
    expect(res).toMatchObject({ status: 400, data: { message: MESSAGES.csvMissing } });
  });
});
