import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { academicYears, tfgAreaDegrees, tfgAreaManagers, tfgAreas } from "@/db/schema";
import { POST as createArea } from "@/app/tfg-api/areas/route";
import { DELETE as deleteArea, PUT as updateArea } from "@/app/tfg-api/areas/[id]/route";
import { POST as uploadAreas } from "@/app/tfg-api/areas/csv/route";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { addMember, makeCourse } from "@/lib/testing/reference";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

// Issue 37, point 1: an area's degrees and managers define TFG scope, so an area's manager never
// writes them; secretaries and admins do for any degree, a coordinator for the degrees they coordinate.

const REFUSED = "No tienes permiso para cambiar las titulaciones ni los responsables de esta área temática";

let w: TfgWorld;
let coordinatorB: TestUser;
let otherYearId: number;
beforeAll(async () => {
  w = await tfgWorld();
  const [year] = await (
    await getDb()
  )
    .insert(academicYears)
    .values({ externalId: `y-${uniq()}`, name: `2031-${uniq()}`, active: false })
    .returning();
  otherYearId = year!.id;
  coordinatorB = await makeUser("ROLE_COORD");
  await addMember((await makeCourse(w.degreeB.id, "TFG de Química")).id, coordinatorB.id, "COORDINATOR");
});

const bodyOf = (name: string, degrees = [w.degreeA], managers: TestUser[] = [w.d1, w.d2]) => ({
  name,
  academicYearId: w.year.id,
  assignedDegreeIds: degrees.map((d) => d.externalId),
  assignedManagerIds: managers.map((m) => m.externalId),
});

/** A new area of degree A managed by d1 and d2, made by the admin. */
async function freshArea(managers: TestUser[] = [w.d1, w.d2], degrees = [w.degreeA]) {
  const body = bodyOf(`Área ${uniq()}`, degrees, managers);
  const res = await call("POST", createArea, { as: w.admin, json: body });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return { id: res.data.id as number, body, params: { id: String(res.data.id) } };
}

async function stateOf(id: number) {
  const db = await getDb();
  return {
    area: await db.select().from(tfgAreas).where(eq(tfgAreas.id, id)),
    degrees: await db
      .select()
      .from(tfgAreaDegrees)
      .where(eq(tfgAreaDegrees.areaId, id))
      .orderBy(asc(tfgAreaDegrees.degreeId)),
    managers: await db
      .select()
      .from(tfgAreaManagers)
      .where(eq(tfgAreaManagers.areaId, id))
      .orderBy(asc(tfgAreaManagers.userId)),
  };
}

const areasNamed = async (name: string) => (await getDb()).select().from(tfgAreas).where(eq(tfgAreas.name, name));

describe("an area's manager cannot widen their own scope", () => {
  it("creates no area: an instructor is refused by role with the reason, a coordinator managing an area of A creates none for A", async () => {
    const asInstructor = bodyOf(`Química de d1 ${uniq()}`, [w.degreeB], [w.d1]);
    expect(await call("POST", createArea, { as: w.d1, json: asInstructor })).toMatchObject({
      status: 403,
      data: { message: REFUSED },
    });
    expect(await areasNamed(asInstructor.name)).toEqual([]);
    // coordinatorB (of degree B) manages an area of degree A, and tries to make another one there.
    await freshArea([coordinatorB]);
    const forA = bodyOf(`Informática de B ${uniq()}`, [w.degreeA], [coordinatorB]);
    expect(await call("POST", createArea, { as: coordinatorB, json: forA })).toMatchObject({
      status: 403,
      data: { message: REFUSED },
    });
    expect(await areasNamed(forA.name)).toEqual([]);
  });

  it.each([
    ["adds a degree", () => ({ assignedDegreeIds: [w.degreeA.externalId, w.degreeB.externalId] })],
    ["adds a manager", () => ({ assignedManagerIds: [w.d1, w.d2, w.d3].map((m) => m.externalId) })],
    ["removes a manager", () => ({ assignedManagerIds: [w.d1.externalId] })],
    ["replaces its degree", () => ({ assignedDegreeIds: [w.degreeB.externalId] })],
    ["moves it to another year", () => ({ academicYearId: otherYearId })],
  ])("%s: 403 with the reason, nothing written", async (_, change) => {
    const area = await freshArea();
    const before = await stateOf(area.id);
    const res = await call("PUT", updateArea, {
      as: w.d1,
      params: area.params,
      json: { ...area.body, name: `${area.body.name} bis`, ...change() },
    });
    expect(res).toMatchObject({ status: 403, data: { message: REFUSED } });
    expect(await stateOf(area.id)).toEqual(before);
  });

  it("renames and hides it; deleting it is refused with the reason", async () => {
    const area = await freshArea();
    const renamed = await call("PUT", updateArea, {
      as: w.d2,
      params: area.params,
      json: { ...area.body, name: `${area.body.name} bis`, active: false },
    });
    expect(renamed.data).toMatchObject({ name: `${area.body.name} bis`, active: false });
    const coordinatorManager = await freshArea([coordinatorB]);
    expect(await call("DELETE", deleteArea, { as: coordinatorB, params: coordinatorManager.params })).toMatchObject({
      status: 403,
      data: { message: REFUSED },
    });
    expect((await stateOf(coordinatorManager.id)).area).toHaveLength(1);
  });
});

describe("who sets an area's degrees and managers", () => {
  it("a coordinator, for the degrees they coordinate only", async () => {
    const own = await call("POST", createArea, { as: w.coordinator, json: bodyOf(`Coordinada ${uniq()}`) });
    expect(own.status).toBe(201);
    const both = bodyOf(`Compartida ${uniq()}`, [w.degreeA, w.degreeB]);
    expect(await call("POST", createArea, { as: w.coordinator, json: both })).toMatchObject({
      status: 403,
      data: { message: REFUSED },
    });
    expect(await areasNamed(both.name)).toEqual([]);
    const params = { id: String(own.data.id) };
    const managers = { ...bodyOf(own.data.name), assignedManagerIds: [w.d3.externalId] };
    expect((await call("PUT", updateArea, { as: w.coordinator, params, json: managers })).data).toMatchObject({
      assignedManagers: [{ externalId: w.d3.externalId }],
    });
    const addB = { ...managers, assignedDegreeIds: [w.degreeA.externalId, w.degreeB.externalId] };
    expect((await call("PUT", updateArea, { as: w.coordinator, params, json: addB })).status).toBe(403);
    // An area of degree B is not the coordinator of A's to edit, nor to delete.
    const ofB = await freshArea([w.d1], [w.degreeB]);
    const rename = { ...ofB.body, name: `${ofB.body.name} bis` };
    expect((await call("PUT", updateArea, { as: w.coordinator, params: ofB.params, json: rename })).status).toBe(404);
    expect((await call("DELETE", deleteArea, { as: w.coordinator, params: ofB.params })).status).toBe(404);
    expect((await call("DELETE", deleteArea, { as: w.coordinator, params })).status).toBe(200);
  });

  it("a secretary, for any degree: creates, changes degrees and managers, deletes", async () => {
    const made = await call("POST", createArea, {
      as: w.secretary,
      json: bodyOf(`De secretaría ${uniq()}`, [w.degreeA, w.degreeB], [w.d1]),
    });
    expect(made.status).toBe(201);
    const params = { id: String(made.data.id) };
    const changed = bodyOf(made.data.name, [w.degreeB], [w.d2, w.d3]);
    expect((await call("PUT", updateArea, { as: w.secretary, params, json: changed })).data).toMatchObject({
      assignedDegrees: [{ externalId: w.degreeB.externalId }],
    });
    expect((await call("DELETE", deleteArea, { as: w.secretary, params })).status).toBe(200);
  });
});

describe("the CSV upload follows the same rules, row by row", () => {
  const csv = (rows: string[]) => {
    const form = new FormData();
    const text = ["academicYearId,name,assignedDegrees,assignedManagers", ...rows].join("\n");
    form.set("file", new File([text], "areas.csv", { type: "text/csv" }));
    return form;
  };
  const row = (b: ReturnType<typeof bodyOf>) =>
    `${b.academicYearId},${b.name},${b.assignedDegreeIds.join(";")},${b.assignedManagerIds.join(";")}`;

  it("an area's manager: their area as it is passes; new areas and changed links are reported, not written", async () => {
    const area = await freshArea();
    const before = await stateOf(area.id);
    const widened = { ...area.body, assignedDegreeIds: [w.degreeA.externalId, w.degreeB.externalId] };
    const created = bodyOf(`Nueva de d1 ${uniq()}`, [w.degreeB], [w.d1]);
    const res = await call("POST", uploadAreas, { as: w.d1, body: csv([row(area.body), row(widened), row(created)]) });
    expect(res.data).toEqual({ success: [area.body.name], failed: [`Línea 3: ${REFUSED}`, `Línea 4: ${REFUSED}`] });
    expect(await stateOf(area.id)).toEqual(before);
    expect(await areasNamed(created.name)).toEqual([]);
  });

  it("a secretary's rows are all written", async () => {
    const area = await freshArea();
    const changed = { ...area.body, assignedManagerIds: [w.d3.externalId] };
    const created = bodyOf(`Nueva de secretaría ${uniq()}`, [w.degreeB], [w.d1]);
    const res = await call("POST", uploadAreas, { as: w.secretary, body: csv([row(changed), row(created)]) });
    expect(res.data).toEqual({ success: [area.body.name, created.name], failed: [] });
    expect((await stateOf(area.id)).managers.map((m) => m.userId)).toEqual([w.d3.id]);
  });
});
