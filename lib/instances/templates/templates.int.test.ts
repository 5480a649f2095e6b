import { beforeAll, describe, expect, it } from "vitest";
import { GET as listTerms } from "@/app/instances-api/data/terms/route";
import { POST as createInstance } from "@/app/instances-api/instances/route";
import { DELETE as deleteTemplate, PUT as putTemplate } from "@/app/instances-api/templates/[id]/route";
import { GET as listTemplates, POST as createTemplate } from "@/app/instances-api/templates/route";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { instancesWorld, iso } from "@/lib/testing/instances";

const REQUIRED = "Este campo es obligatorio";
const END_BEFORE_START = "La fecha de fin debe ser posterior a la de inicio";

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
    ["an end before the start", { start: iso(3), end: iso(2) }, "end", END_BEFORE_START],
    [
      "activation without dates",
      { start: null, end: null, active: true },
      "active",
      "Para activar la plantilla se necesitan la fecha de inicio y la de fin",
    ],
    ["an unknown term", { termId: "no-existe" }, "termId", "La convocatoria no existe"],
    ["an unknown type", { typeId: 99999999 }, "typeId", "No se ha encontrado el tipo de instancia"],
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
      data: { message: "No se puede eliminar la plantilla porque hay solicitudes que la usan" },
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
