import { beforeAll, describe, expect, it } from "vitest";
import { POST as createAllocation } from "@/app/tfg-api/instructors/[id]/allocation/route";
import { PATCH as updateAllocation } from "@/app/tfg-api/instructors/[id]/allocation/[allocationId]/route";
import { POST as uploadInstructors } from "@/app/tfg-api/instructors/csv/route";
import { GET as allocation } from "@/app/tfg-api/instructors/[id]/allocation/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

// Issue 22: an area manager manages allocations only in the degrees of their areas, and never their own limit.

let w: TfgWorld;
let colleague: TestUser;
beforeAll(async () => {
  w = await tfgWorld();
  colleague = await makeUser("ROLE_INSTRUCTOR");
});

const allocationsOf = async (who: TestUser) =>
  (await call("GET", allocation, { as: w.admin, params: { id: who.externalId } })).data.allocations as Array<{
    id: number;
    limit: number;
  }>;
const create = (as: TestUser, who: TestUser, degreeIds: string[], limit = 3) =>
  call("POST", createAllocation, {
    as,
    params: { id: who.externalId },
    json: { academicYearId: w.year.id, limit, degreeIds },
  });
const edit = async (as: TestUser, who: TestUser, limit: number) => {
  const [own] = await allocationsOf(who);
  return call("PATCH", updateAllocation, {
    as,
    params: { id: who.externalId, allocationId: String(own!.id) },
    json: { academicYearId: w.year.id, limit, degreeIds: [w.degreeA.externalId] },
  });
};

describe("allocations written by an area manager", () => {
  it("cannot give an instructor places in a degree outside the manager's areas", async () => {
    expect(await create(w.d1, colleague, [w.degreeB.externalId])).toMatchObject({
      status: 403,
      data: { message: "Solo puedes asignar plazas en las titulaciones de tus áreas temáticas" },
    });
    expect(await allocationsOf(colleague)).toEqual([]);
    expect((await create(w.d1, colleague, [w.degreeA.externalId])).status).toBe(201);
  });

  it("never change their own limit, in the dialog or the CSV; another manager's, yes", async () => {
    expect(await edit(w.d1, w.d1, 9)).toMatchObject({
      status: 403,
      data: { message: "No puedes cambiar tu propio límite de alumnos" },
    });
    expect(await create(w.d1, w.d1, [w.degreeB.externalId])).toMatchObject({ status: 403 });
    const form = new FormData();
    form.set(
      "file",
      new File([`academicYearId,externalId,limitRequestsTFG\n${w.year.id},${w.d1.externalId},9\n`], "limites.csv"),
    );
    const up = await call("POST", uploadInstructors, { as: w.d1, body: form });
    expect(up.data).toEqual({ success: [], failed: ["Línea 2: No puedes cambiar tu propio límite de alumnos"] });
    expect((await allocationsOf(w.d1)).map((a) => a.limit)).toEqual([1]);
    expect((await edit(w.d1, w.d2, 4)).status).toBe(200);
    expect((await edit(w.admin, w.d1, 2)).status).toBe(200);
  });
});

describe("allocations read by an area manager (issue 37)", () => {
  it("are those of the degrees of their areas; the admin reads them all", async () => {
    const director = await makeUser("ROLE_INSTRUCTOR");
    expect((await create(w.admin, director, [w.degreeA.externalId], 2)).status).toBe(201);
    expect((await create(w.admin, director, [w.degreeB.externalId], 5)).status).toBe(201);
    const read = async (as: TestUser) =>
      (await call("GET", allocation, { as, params: { id: director.externalId } })).data.allocations.map(
        (a: { limit: number; degrees: Array<{ externalId: string }> }) => [a.limit, a.degrees[0]!.externalId],
      );
    expect(await read(w.d1)).toEqual([[2, w.degreeA.externalId]]);
    expect(await read(w.admin)).toEqual([
      [2, w.degreeA.externalId],
      [5, w.degreeB.externalId],
    ]);
  });
});
