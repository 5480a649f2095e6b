import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { tfgAreaManagers, tfgAreas, tfgAreaDegrees } from "@/db/schema";
import { GET as listAreas, POST as createArea } from "@/app/api/tfg/areas/route";
import { DELETE as deleteArea, PUT as updateArea } from "@/app/api/tfg/areas/[id]/route";
import { POST as uploadAreas } from "@/app/api/tfg/areas/csv/route";
import { GET as downloadAreas } from "@/app/api/tfg/areas/csv/download/route";
import { GET as areaInstructors } from "@/app/api/tfg/areas/instructors/route";
import { GET as years } from "@/app/api/tfg/academicyears/route";
import { GET as listTerms, POST as createTerm, PUT as updateTerm } from "@/app/api/tfg/terms/route";
import { DELETE as deleteTerm } from "@/app/api/tfg/terms/[id]/route";
import { POST as uploadTerms } from "@/app/api/tfg/terms/csv/route";
import { GET as instructors } from "@/app/api/tfg/instructors/route";
import { GET as access } from "@/app/api/tfg/instructors/access/route";
import { POST as uploadInstructors } from "@/app/api/tfg/instructors/csv/route";
import { GET as allocation, POST as createAllocation } from "@/app/api/tfg/instructors/[id]/allocation/route";
import { PATCH as updateAllocation } from "@/app/api/tfg/instructors/[id]/allocation/[allocationId]/route";
import { GET as degrees } from "@/app/api/tfg/degrees/route";
import { GET as degreeAreas } from "@/app/api/tfg/degrees/[degreeId]/areas/route";
import { GET as coordinatorDegrees } from "@/app/api/tfg/coordinators/degrees/route";
import { GET as priority } from "@/app/api/tfg/priority/route";
import { POST as uploadPriority } from "@/app/api/tfg/priority/csv/route";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import { makeDegree } from "@/lib/testing/reference";
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

  it("an area with requests cannot be deleted; an instructor edits only the areas they manage", async () => {
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
    ).toBe(404);
    expect((await call("DELETE", deleteArea, { as: w.d3, params: { id: String(w.area1.id) } })).status).toBe(404);
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

describe("calls (terms)", () => {
  const body = () => ({
    academicYearId: w.year.id,
    type: "DEFENSE",
    name: `Defensa ${uniq()}`,
    assignedDegreeIds: [w.degreeA.externalId],
    start: "01/06/2031 09:00",
    end: "30/06/2031 14:00",
  });

  it("need year, type, name, degrees, start and end in DD/MM/YYYY HH:mm", async () => {
    const res = await call("POST", createTerm, {
      as: w.secretary,
      json: { ...body(), name: "", start: "2031-06-01", assignedDegreeIds: [] },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors).toMatchObject({
      name: ["Este campo es obligatorio"],
      start: ["La fecha debe tener el formato DD/MM/YYYY HH:mm"],
      assignedDegreeIds: ["Este campo es obligatorio"],
    });
    const backwards = await call("POST", createTerm, { as: w.secretary, json: { ...body(), end: "01/05/2031 09:00" } });
    expect(backwards.data.message).toBe("La fecha de fin debe ser posterior a la de inicio");
  });

  it("are created in Madrid time, filtered, edited, and deleted unless in use", async () => {
    const created = await call("POST", createTerm, { as: w.admin, json: body() });
    expect(created.data).toMatchObject({
      type: "DEFENSE",
      start: "2031-06-01T07:00:00.000Z",
      academicYear: { id: w.year.id },
      assignedDegreeIds: [w.degreeA.externalId],
    });
    const found = await call("GET", listTerms, {
      as: w.s1,
      query: { type: "DEFENSE", degree: w.degreeA.externalId, academicYear: year() },
    });
    expect(found.data.map((t: { id: number }) => t.id)).toEqual([created.data.id]);
    const open = await call("GET", listTerms, {
      as: w.s1,
      query: { type: "AREA", academicYear: year(), open: "true" },
    });
    expect(open.data.map((t: { id: number }) => t.id)).toEqual([w.openTerm.id]);
    const edited = await call("PUT", updateTerm, {
      as: w.admin,
      json: { ...body(), id: created.data.id, name: "Renombrada" },
    });
    expect(edited.data.name).toBe("Renombrada");
    expect((await call("DELETE", deleteTerm, { as: w.admin, params: { id: String(created.data.id) } })).status).toBe(
      200,
    );
    const s = await w.student();
    await w.request(s, w.d2);
    const used = await call("DELETE", deleteTerm, { as: w.admin, params: { id: String(w.openTerm.id) } });
    expect(used).toMatchObject({
      status: 409,
      data: { message: "No se ha podido eliminar la convocatoria: puede que ya esté en uso" },
    });
  });

  it("CSV upload with academicYear,type,name,assignedDegreeIds,start,end", async () => {
    const text = `academicYear,type,name,assignedDegreeIds,start,end\n${w.year.name},AREA,Extra ${uniq()},${w.degreeA.externalId};${w.degreeB.externalId},01/09/2031 09:00,30/09/2031 14:00\n${w.year.id},OTRA,Mal,${w.degreeA.externalId},01/09/2031 09:00,30/09/2031 14:00\n`;
    const res = await call("POST", uploadTerms, { as: w.secretary, body: csv(text) });
    expect(res.data.success).toHaveLength(1);
    expect(res.data.failed).toEqual([expect.stringMatching(/^Línea 3: type/)]);
  });
});

describe("instructor allocations ('Asignación docente')", () => {
  it("a new allocation needs a degree and a limit of at least 1; an edit a limit of at least 0", async () => {
    const d = await makeUser("ROLE_INSTRUCTOR");
    const none = await call("POST", createAllocation, {
      as: w.admin,
      params: { id: d.externalId },
      json: { academicYearId: w.year.id, degreeIds: [] },
    });
    expect(none).toMatchObject({ status: 400, data: { message: "Por favor, rellene todos los campos" } });
    expect(
      (
        await call("POST", createAllocation, {
          as: w.admin,
          params: { id: d.externalId },
          json: { academicYearId: w.year.id, limit: 0, degreeIds: [w.degreeA.externalId] },
        })
      ).status,
    ).toBe(400);
    const created = await call("POST", createAllocation, {
      as: w.admin,
      params: { id: d.externalId },
      json: { academicYearId: w.year.id, limit: 2, degreeIds: [w.degreeA.externalId] },
    });
    expect(created.data).toMatchObject({
      instructorId: d.externalId,
      allocations: [
        { academicYearId: w.year.id, limit: 2, degrees: [{ externalId: w.degreeA.externalId }], requests: [] },
      ],
    });
    const allocationId = String(created.data.allocations[0].id);
    const zero = await call("PATCH", updateAllocation, {
      as: w.admin,
      params: { id: d.externalId, allocationId },
      json: { academicYearId: w.year.id, limit: 0, degreeIds: [w.degreeA.externalId] },
    });
    expect(zero.data.allocations[0].limit).toBe(0);
    const negative = await call("PATCH", updateAllocation, {
      as: w.admin,
      params: { id: d.externalId, allocationId },
      json: { academicYearId: w.year.id, limit: -1, degreeIds: [w.degreeA.externalId] },
    });
    expect(negative.status).toBe(400);
  });

  it("a degree already in another allocation of the same year is refused", async () => {
    const d = await makeUser("ROLE_INSTRUCTOR");
    await call("POST", createAllocation, {
      as: w.admin,
      params: { id: d.externalId },
      json: { academicYearId: w.year.id, limit: 1, degreeIds: [w.degreeA.externalId] },
    });
    const again = await call("POST", createAllocation, {
      as: w.admin,
      params: { id: d.externalId },
      json: { academicYearId: w.year.id, limit: 1, degreeIds: [w.degreeA.externalId] },
    });
    expect(again).toMatchObject({
      status: 409,
      data: { message: "La titulación ya está en otra asignación de este profesor en el mismo curso académico" },
    });
    expect(
      (await call("GET", allocation, { as: w.admin, params: { id: d.externalId } })).data.allocations,
    ).toHaveLength(1);
  });

  it("the limit cannot go under the accepted requests, which the allocation lists", async () => {
    const s = await w.student();
    const r = (await w.request(s, w.d2)).data;
    const { POST: accept } = await import("@/app/api/tfg/requests/[id]/accept/route");
    await call("POST", accept, { as: w.admin, params: { id: String(r.id) } });
    const current = (await call("GET", allocation, { as: w.d1, params: { id: w.d2.externalId } })).data.allocations[0];
    expect(current.requests).toContain(r.id);
    const res = await call("PATCH", updateAllocation, {
      as: w.admin,
      params: { id: w.d2.externalId, allocationId: String(current.id) },
      json: { academicYearId: w.year.id, limit: current.requests.length - 1, degreeIds: [w.degreeA.externalId] },
    });
    expect(res.status).toBe(409);
    expect(res.data.message).toMatch(/^El límite no puede ser menor que las solicitudes ya aceptadas/);
  });

  it("only instructors who manage an area reach the allocation screens", async () => {
    const outsider = await makeUser("ROLE_INSTRUCTOR");
    expect((await call("GET", allocation, { as: outsider, params: { id: w.d1.externalId } })).status).toBe(404);
  });

  it("CSV academicYearId,externalId,limitRequestsTFG answers {success, failed}", async () => {
    const fresh = await makeUser("ROLE_INSTRUCTOR");
    const db = await getDb();
    await db.insert(tfgAreaManagers).values({ areaId: w.area2.id, userId: fresh.id });
    const nobody = await makeUser("ROLE_INSTRUCTOR");
    const text = `academicYearId,externalId,limitRequestsTFG\n${w.year.id},${w.d1.externalId},4\n${w.year.id},${fresh.externalId},2\n${w.year.id},${nobody.externalId},2\n${w.year.id},no-existe,1\n${w.year.id},${w.d1.externalId},-3\n`;
    const res = await call("POST", uploadInstructors, { as: w.admin, body: csv(text) });
    expect(res.data.success).toEqual([w.d1.externalId, fresh.externalId]);
    expect(res.data.failed).toEqual([
      "Línea 4: El profesor no tiene asignaciones ni gestiona áreas temáticas en ese curso académico",
      "Línea 5: No se ha encontrado el profesor",
      "Línea 6: limitRequestsTFG: debe ser un entero no negativo",
    ]);
    expect(
      (await call("GET", allocation, { as: w.admin, params: { id: w.d1.externalId } })).data.allocations[0].limit,
    ).toBe(4);
    expect(
      (await call("GET", allocation, { as: w.admin, params: { id: fresh.externalId } })).data.allocations[0],
    ).toMatchObject({ limit: 2, degrees: [{ externalId: w.degreeA.externalId }] });
  });
});

describe("priority grades ('Subida de notas')", () => {
  it("CSV userId,degreeId,priority upserts and the list pages them", async () => {
    const degree = await makeDegree(`Grado ${uniq()}`);
    const text = `userId,degreeId,priority\n${w.s1.externalId},${degree.externalId},8.5\n${w.s2.externalId},${degree.externalId},7\n${w.s1.externalId},${degree.externalId},9.25\nnadie,${degree.externalId},5\n${w.s3.externalId},${degree.externalId},alto\n`;
    const res = await call("POST", uploadPriority, { as: w.admin, body: csv(text) });
    expect(res.data.success).toEqual([w.s1.externalId, w.s2.externalId, w.s1.externalId]);
    expect(res.data.failed).toEqual(["Línea 5: No existe el alumno nadie", "Línea 6: priority: debe ser un número"]);
    const page = await call("GET", priority, { as: w.admin, query: { size: "100" } });
    const mine = page.data.content.filter((g: { degreeId: string }) => g.degreeId === degree.externalId);
    expect(mine.map((g: { userId: string; priority: number }) => [g.userId, g.priority])).toEqual([
      [w.s1.externalId, 9.25],
      [w.s2.externalId, 7],
    ]);
    expect(page.data.totalElements).toBeGreaterThanOrEqual(2);
  });
});
