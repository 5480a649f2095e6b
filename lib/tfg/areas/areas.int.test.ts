import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { tfgAreas, tfgAreaDegrees } from "@/db/schema";
import { GET as listAreas, POST as createArea } from "@/app/tfg-api/areas/route";
import { DELETE as deleteArea, PUT as updateArea } from "@/app/tfg-api/areas/[id]/route";
import { POST as uploadAreas } from "@/app/tfg-api/areas/csv/route";
import { GET as downloadAreas } from "@/app/tfg-api/areas/csv/download/route";
import { GET as areaInstructors } from "@/app/tfg-api/areas/instructors/route";
import { GET as years } from "@/app/tfg-api/academicyears/route";
import { GET as instructors } from "@/app/tfg-api/instructors/route";
import { GET as access } from "@/app/tfg-api/instructors/access/route";
import { GET as degrees } from "@/app/tfg-api/degrees/route";
import { GET as degreeAreas } from "@/app/tfg-api/degrees/[degreeId]/areas/route";
import { GET as coordinatorDegrees } from "@/app/tfg-api/coordinators/degrees/route";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

let w: TfgWorld;
beforeAll(async () => {
  w = await tfgWorld();
});

const csv = (text: string, name = "datos.csv") => {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/csv" }));
  return form;
};
const year = () => String(w.year.id);

describe("thematic areas", () => {
  it("need a name, degrees and managers", async () => {
    const res = await call("POST", createArea, {
      as: w.admin,
      json: { name: " ", academicYearId: w.year.id, assignedDegreeIds: [], assignedManagerIds: [] },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors).toMatchObject({
      name: ["Este campo es obligatorio"],
      assignedDegreeIds: ["Este campo es obligatorio"],
      assignedManagerIds: ["Este campo es obligatorio"],
    });
  });

  it("are created, listed, toggled, renamed and deleted; names are unique per year", async () => {
    const name = `Robótica ${uniq()}`;
    const body = {
      name,
      academicYearId: w.year.id,
      assignedDegreeIds: [w.degreeA.externalId],
      assignedManagerIds: [w.d1.externalId],
    };
    const created = await call("POST", createArea, { as: w.admin, json: body });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name,
      active: true,
      academicYearId: w.year.id,
      assignedDegrees: [{ externalId: w.degreeA.externalId, name: w.degreeA.name }],
      assignedManagers: [{ externalId: w.d1.externalId }],
    });
    expect((await call("POST", createArea, { as: w.admin, json: { ...body, name: name.toUpperCase() } })).status).toBe(
      409,
    );
    const hidden = await call("PUT", updateArea, {
      as: w.d1,
      params: { id: String(created.data.id) },
      json: { ...body, active: false },
    });
    expect(hidden.data.active).toBe(false);
    const visible = (await call("GET", listAreas, { as: w.d1, query: { academicYearId: year() } })).data.map(
      (a: { id: number }) => a.id,
    );
    expect(visible).not.toContain(created.data.id);
    const all = (await call("GET", listAreas, { as: w.d1, query: { academicYearId: year(), all: "true" } })).data.map(
      (a: { id: number }) => a.id,
    );
    expect(all).toContain(created.data.id);
    expect((await call("DELETE", deleteArea, { as: w.admin, params: { id: String(created.data.id) } })).status).toBe(
      200,
    );
  });

  it("an area with requests cannot be deleted; an instructor creates none and deletes none", async () => {
    const s = await w.student();
    await w.request(s, w.d1);
    expect((await call("DELETE", deleteArea, { as: w.admin, params: { id: String(w.area1.id) } })).data.message).toBe(
      "No se puede eliminar el área temática porque tiene solicitudes",
    );
    const outsider = await makeUser("ROLE_INSTRUCTOR");
    expect(
      (
        await call("POST", createArea, {
          as: outsider,
          json: {
            name: "x",
            academicYearId: w.year.id,
            assignedDegreeIds: [w.degreeA.externalId],
            assignedManagerIds: [outsider.externalId],
          },
        })
      ).status,
    ).toBe(403);
    expect((await call("DELETE", deleteArea, { as: w.d3, params: { id: String(w.area1.id) } })).status).toBe(403);
  });

  it("CSV upload with lists separated by ';', and the download in the same format", async () => {
    const name = `Redes ${uniq()}`;
    const text = `academicYearId,name,assignedDegrees,assignedManagers\n${w.year.id},${name},${w.degreeA.externalId};${w.degreeB.externalId},${w.d1.externalId}\n${w.year.id},Mala,no-existe,${w.d1.externalId}\n`;
    const res = await call("POST", uploadAreas, { as: w.admin, body: csv(text) });
    expect(res.data).toEqual({ success: [name], failed: ["Línea 3: No existe la titulación no-existe"] });
    const wrongHeader = await call("POST", uploadAreas, { as: w.admin, body: csv("name\nx\n") });
    expect(wrongHeader.status).toBe(400);
    expect((await call("POST", uploadAreas, { as: w.admin, body: csv(text, "datos.xlsx") })).data.message).toBe(
      "Solo se aceptan ficheros .csv",
    );
    const download = await call("GET", downloadAreas, { as: w.admin, query: { academicYearId: year() } });
    expect(download.res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(download.data).toContain("academicYearId,name,assignedDegrees,assignedManagers");
    expect(download.data).toContain(`${w.year.id},${name},`);
  });

  it("the directors of a degree are the instructors allocated there, with their places left, managers or not", async () => {
    const offered = (
      await call("GET", areaInstructors, { as: w.admin, query: { ids: w.degreeA.externalId, academicYearId: year() } })
    ).data.map((i: { externalId: string }) => i.externalId);
    expect(offered).toEqual(expect.arrayContaining([w.d1.externalId, w.d2.externalId]));
    expect(offered).not.toContain(w.d3.externalId);
    // Area 2's only manager (d3) has no allocation: its directors are still d1 and d2.
    const directors = await call("GET", areaInstructors, {
      as: w.s1,
      query: { ids: w.degreeA.externalId, areaId: String(w.area2.id) },
    });
    expect(directors.data).toEqual(
      expect.arrayContaining([
        { externalId: w.d1.externalId, name: expect.any(String), placesLeft: 1 },
        { externalId: w.d2.externalId, name: expect.any(String), placesLeft: 2 },
      ]),
    );
    expect(directors.data).toHaveLength(2);
  });
});

describe("degrees, years and coordinators", () => {
  it("a student sees the degrees they study with usable areas; all=true lists every degree", async () => {
    const mine = (await call("GET", degrees, { as: w.s1, query: { academicYearId: year() } })).data;
    expect(mine).toEqual([{ externalId: w.degreeA.externalId, name: w.degreeA.name }]);
    const staff = (
      await call("GET", degrees, { as: w.admin, query: { academicYearId: year(), all: "true" } })
    ).data.map((d: { externalId: string }) => d.externalId);
    expect(staff).toEqual(expect.arrayContaining([w.degreeA.externalId, w.degreeB.externalId]));
    const forStudent = (
      await call("GET", degrees, { as: w.admin, query: { academicYearId: year(), userId: w.s1.externalId } })
    ).data;
    expect(forStudent).toEqual(mine);
  });

  it("a degree's areas leave out those without managers, unless all=true", async () => {
    const db = await getDb();
    const [bare] = await db
      .insert(tfgAreas)
      .values({ name: `Sin gestores ${uniq()}`, academicYearId: w.year.id })
      .returning();
    await db.insert(tfgAreaDegrees).values({ areaId: bare!.id, degreeId: w.degreeA.id });
    const usable = (
      await call("GET", degreeAreas, {
        as: w.s1,
        params: { degreeId: w.degreeA.externalId },
        query: { academicYearId: year() },
      })
    ).data.map((a: { id: number }) => a.id);
    expect(usable).toContain(w.area1.id);
    expect(usable).not.toContain(bare!.id);
    const all = (
      await call("GET", degreeAreas, {
        as: w.s1,
        params: { degreeId: w.degreeA.externalId },
        query: { academicYearId: year(), all: "true" },
      })
    ).data.map((a: { id: number }) => a.id);
    expect(all).toContain(bare!.id);
    expect((await call("GET", degreeAreas, { as: w.s1, params: { degreeId: "nada" } })).status).toBe(400);
  });

  it("academic years, coordinators' degrees, instructors and the instructor access flag", async () => {
    expect((await call("GET", years, { as: w.s1 })).data).toContainEqual({
      id: w.year.id,
      name: w.year.name,
      active: true,
    });
    expect((await call("GET", coordinatorDegrees, { as: w.coordinator })).data).toEqual([
      { externalId: w.degreeA.externalId, name: w.degreeA.name },
    ]);
    expect((await call("GET", instructors, { as: w.admin })).data).toContainEqual({
      externalId: w.d1.externalId,
      name: expect.any(String),
    });
    expect((await call("GET", access, { as: w.d1 })).data).toEqual({ areas: true });
    expect((await call("GET", access, { as: await makeUser("ROLE_INSTRUCTOR") })).data).toEqual({ areas: false });
  });
});
