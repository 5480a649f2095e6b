import { beforeAll, describe, expect, it } from "vitest";
import { POST as uploadCsv } from "@/app/instances-api/templates/csv/route";
import { GET as listTemplates } from "@/app/instances-api/templates/route";
import { call, uniq } from "@/lib/testing/fixtures";
import { instancesWorld } from "@/lib/testing/instances";

const REQUIRED = "Este campo es obligatorio";
const END_BEFORE_START = "La fecha de fin debe ser posterior a la de inicio";

let world: Awaited<ReturnType<typeof instancesWorld>>;

beforeAll(async () => {
  world = await instancesWorld();
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
      expect.arrayContaining([`línea 3: name ${REQUIRED}`, `línea 4: end ${END_BEFORE_START}`]),
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
    expect(res).toMatchObject({ status: 400, data: { message: "No se ha adjuntado el fichero CSV" } });
  });
});
