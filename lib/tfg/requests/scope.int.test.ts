import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRequests } from "@/app/tfg-api/requests/route";
import { GET as current } from "@/app/tfg-api/requests/current/route";
import { PATCH as editRequest } from "@/app/tfg-api/requests/[id]/route";
import { GET as degrees } from "@/app/tfg-api/degrees/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { addMember, makeCourse } from "@/lib/testing/reference";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

// Issue 22: staff reach only the students and degrees of their scope, students only the degrees they
// study inside an open call, and the directors are the instructors with an allocation.

let w: TfgWorld;
/** A student of degree B only, which the world's coordinator does not coordinate. */
let outsider: TestUser;
beforeAll(async () => {
  w = await tfgWorld();
  outsider = await makeUser("ROLE_STUDENT");
  const courseB = await makeCourse(w.degreeB.id, "Química orgánica");
  await addMember(courseB.id, outsider.id, "STUDENT");
});

const yearOf = () => String(w.year.id);

describe("staff look a student up only inside their scope", () => {
  it("a coordinator reads the current requests and degrees of a student of their degree, and gets 403 for another", async () => {
    const query = (userId: string) => ({ degreeId: w.degreeA.externalId, academicYearId: yearOf(), userId });
    expect((await call("GET", current, { as: w.coordinator, query: query(w.s1.externalId) })).status).toBe(200);
    expect(await call("GET", current, { as: w.coordinator, query: query(outsider.externalId) })).toMatchObject({
      status: 403,
      data: { message: "No tienes acceso a los datos de este alumno" },
    });
    expect(
      (await call("GET", degrees, { as: w.coordinator, query: { all: "true", userId: w.s1.externalId } })).status,
    ).toBe(200);
    expect(
      await call("GET", degrees, { as: w.coordinator, query: { all: "true", userId: outsider.externalId } }),
    ).toMatchObject({ status: 403, data: { message: "No tienes acceso a los datos de este alumno" } });
  });

  it("the secretary reaches every student", async () => {
    const res = await call("GET", degrees, { as: w.secretary, query: { all: "true", userId: outsider.externalId } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([{ externalId: w.degreeB.externalId, name: w.degreeB.name }]);
  });
});

describe("creating requests inside the scope", () => {
  it("a coordinator cannot create a request for a student outside the degrees they coordinate", async () => {
    const res = await w.request(w.coordinator, w.d1, { userId: outsider.externalId });
    expect(res).toMatchObject({ status: 403, data: { message: "No tienes acceso a los datos de este alumno" } });
  });

  it("a coordinator's request needs the call open, as the student's does; the secretary's does not", async () => {
    const s = await w.student();
    const closed = { userId: s.externalId, termId: w.closedTerm.id };
    expect(await w.request(w.coordinator, w.d1, closed)).toMatchObject({
      status: 400,
      data: { message: "La convocatoria no está abierta" },
    });
    expect((await w.request(w.secretary, w.d1, closed)).status).toBe(201);
  });

  it("a coordinator's requests count towards the student's 8 places", async () => {
    const s = await w.student();
    const directors = await Promise.all(Array.from({ length: 8 }, () => makeUser("ROLE_INSTRUCTOR")));
    for (const d of directors) await w.allocate(d, 1);
    for (const d of directors) expect((await w.request(w.coordinator, d, { userId: s.externalId })).status).toBe(201);
    expect(await w.request(w.coordinator, w.d1, { userId: s.externalId })).toMatchObject({
      status: 400,
      data: { message: "Solo se pueden realizar 8 solicitudes por titulación y curso académico (Opción A a Opción H)" },
    });
  });

  it("a student creates requests only in a degree they study", async () => {
    const stranger = await makeUser("ROLE_STUDENT");
    expect(await w.request(stranger, w.d1)).toMatchObject({
      status: 403,
      data: { message: "El alumno no cursa esta titulación" },
    });
    const res = await call("GET", listRequests, { as: stranger, query: {} });
    expect(res.data.totalElements).toBe(0);
  });

  it("a student chooses as director an instructor with an allocation who manages no area", async () => {
    const director = await makeUser("ROLE_INSTRUCTOR");
    await w.allocate(director, 3);
    const res = await w.request(await w.student(), director);
    expect(res.status).toBe(201);
    expect(res.data.instructorId).toBe(director.externalId);
  });
});

describe("editing requests inside the scope", () => {
  it("an area manager cannot move a request out of the areas they manage", async () => {
    const r = (await w.request(await w.student(), w.d2)).data;
    const edit = (areaId: number) =>
      call("PATCH", editRequest, {
        as: w.d1,
        params: { id: String(r.id) },
        json: {
          degreeId: w.degreeA.externalId,
          termId: w.openTerm.id,
          areaId,
          instructorId: w.d2.externalId,
          provisionalTitle: "Otro título",
        },
      });
    expect(await edit(w.area2.id)).toMatchObject({
      status: 403,
      data: { message: "No gestionas la titulación o el área temática elegidas" },
    });
    expect((await edit(w.area1.id)).status).toBe(200);
  });
});

describe("listing requests", () => {
  it("applies tribunalId: a request without a defense before that court is left out", async () => {
    const r = (await w.request(await w.student(), w.d1)).data;
    const ids = async (query: Record<string, string>) =>
      (await call("GET", listRequests, { as: w.admin, query: { requestId: String(r.id), ...query } })).data.content;
    expect(await ids({})).toHaveLength(1);
    expect(await ids({ tribunalId: "999999" })).toEqual([]);
  });
});
