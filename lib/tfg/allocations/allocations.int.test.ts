import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { tfgAreaManagers } from "@/db/schema";
import { POST as uploadInstructors } from "@/app/tfg-api/instructors/csv/route";
import { GET as allocation, POST as createAllocation } from "@/app/tfg-api/instructors/[id]/allocation/route";
import { PATCH as updateAllocation } from "@/app/tfg-api/instructors/[id]/allocation/[allocationId]/route";
import { call, makeUser } from "@/lib/testing/fixtures";
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
    const { POST: accept } = await import("@/app/tfg-api/requests/[id]/accept/route");
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
