import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/tfg-api/requests/route";
import { GET as current } from "@/app/tfg-api/requests/current/route";
import { isoToZonedInput } from "@/lib/dates";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

let w: TfgWorld;
beforeAll(async () => {
  w = await tfgWorld();
});

const id = (n: number) => ({ id: String(n) });
const mine = async (as: TestUser, query: Record<string, string> = {}) =>
  (await call("GET", list, { as, query: { size: "25", ...query } })).data;

describe("creating area requests", () => {
  it("a student's requests are ranked by count + 1 (Opción A, B…) and answered in full", async () => {
    const s = await w.student();
    const first = await w.request(s, w.d1);
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      userId: s.externalId,
      degreeId: w.degreeA.externalId,
      termId: w.openTerm.id,
      areaId: w.area1.id,
      areaName: w.area1.name,
      instructorId: w.d1.externalId,
      priority: 1,
      status: "OPEN",
      provisionalTitle: "Un título",
      academicYearId: w.year.id,
    });
    expect(first.data.created).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await w.request(s, w.d2)).data.priority).toBe(2);
    const now = await call("GET", current, {
      as: s,
      query: { degreeId: w.degreeA.externalId, academicYearId: String(w.year.id) },
    });
    expect(now.data.map((r: { priority: number }) => r.priority)).toEqual([1, 2]);
  });

  it("refuses a second OPEN request to the same director in the degree with the spec's 409", async () => {
    const res = await w.request(w.s3, w.d1);
    expect(res.status).toBe(201);
    const again = await w.request(w.s3, w.d1);
    expect(again).toMatchObject({
      status: 409,
      data: { message: "Ya existe una solicitud abierta para esta titulación con el director seleccionado" },
    });
  });

  it("allows at most 8 current requests per degree and year; a ninth is a 400", async () => {
    const s = await w.student();
    const directors = await Promise.all(Array.from({ length: 9 }, () => makeUser("ROLE_INSTRUCTOR")));
    for (const d of directors) await w.allocate(d, 3);
    const { PUT } = await import("@/app/tfg-api/areas/[id]/route");
    await call("PUT", PUT, {
      as: w.admin,
      params: id(w.area1.id),
      json: {
        name: w.area1.name,
        academicYearId: w.year.id,
        assignedDegreeIds: [w.degreeA.externalId],
        assignedManagerIds: [w.d1, w.d2, ...directors].map((d) => d.externalId),
      },
    });
    for (let i = 0; i < 8; i++) expect((await w.request(s, directors[i]!)).data.priority).toBe(i + 1);
    const ninth = await w.request(s, directors[8]!);
    expect(ninth.status).toBe(400);
    expect(ninth.data.message).toMatch(/8 solicitudes/);
  });

  it.each([
    ["a closed call", () => ({ termId: w.closedTerm.id }), 400, "La convocatoria no está abierta"],
    [
      "a director without an allocation for the degree and year",
      () => ({ instructorId: w.d3.externalId }),
      400,
      "El director seleccionado no está disponible para este área temática",
    ],
    ["an unknown degree", () => ({ degreeId: "no-existe" }), 400, "No existe la titulación no-existe"],
    ["a missing director", () => ({ instructorId: "" }), 400, "Este campo es obligatorio"],
    [
      "a call of another degree",
      () => ({ degreeId: w.degreeB.externalId }),
      400,
      "La convocatoria no existe para esta titulación",
    ],
    ["another student's name", () => ({ userId: w.s2.externalId }), 404, "No se ha encontrado el alumno"],
  ])("refuses %s", async (_, extra, status, message) => {
    const res = await w.request(w.s1, w.d2, extra());
    expect(res).toMatchObject({ status, data: { message } });
  });

  it("staff create extraordinary requests for a chosen student, even outside an open call", async () => {
    const s = await w.student();
    for (const as of [w.admin, w.secretary, w.coordinator]) {
      const noStudent = await w.request(as, w.d1);
      expect(noStudent).toMatchObject({ status: 400, data: { message: "Selecciona un alumno" } });
    }
    const res = await w.request(w.secretary, w.d2, { userId: s.externalId, termId: w.closedTerm.id });
    expect(res).toMatchObject({ status: 201, data: { userId: s.externalId, priority: 1 } });
    const staffCurrent = await call("GET", current, {
      as: w.admin,
      query: { degreeId: w.degreeA.externalId, academicYearId: String(w.year.id), userId: s.externalId },
    });
    expect(staffCurrent.data).toHaveLength(1);
  });
});

describe("listing area requests", () => {
  it("students see only their own; admins and secretaries all; DIRECTOR and GESTION scope staff", async () => {
    const s = await w.student();
    const a = (await w.request(s, w.d1)).data;
    expect((await mine(s)).content.map((r: { id: number }) => r.id)).toEqual([a.id]);
    for (const as of [w.admin, w.secretary])
      expect((await mine(as, { requestId: String(a.id) })).totalElements).toBe(1);
    expect((await mine(w.d1, { filter: "DIRECTOR", requestId: String(a.id) })).totalElements).toBe(1);
    expect((await mine(w.d2, { filter: "DIRECTOR", requestId: String(a.id) })).totalElements).toBe(0);
    expect((await mine(w.d2, { filter: "GESTION", requestId: String(a.id) })).totalElements).toBe(1);
    expect((await mine(w.d3, { filter: "GESTION", requestId: String(a.id) })).totalElements).toBe(0);
    expect((await mine(w.coordinator, { filter: "GESTION", requestId: String(a.id) })).totalElements).toBe(1);
    const stranger = await makeUser("ROLE_COORD");
    expect((await mine(stranger, { filter: "GESTION", requestId: String(a.id) })).totalElements).toBe(0);
  });

  it("starting the CSV export is a POST (issue 37.8): a link's GET starts nothing", async () => {
    const route = await import("@/app/tfg-api/requests/csv/route");
    expect(Object.keys(route)).toEqual(["POST"]);
  });

  it("GESTION without managing anything is a 403 'No tienes acceso a la gestión de TFGs', for the list and its CSV", async () => {
    const { POST: csv } = await import("@/app/tfg-api/requests/csv/route");
    const outsider = await makeUser("ROLE_INSTRUCTOR");
    const student = await w.student();
    for (const as of [outsider, student]) {
      const res = await call("GET", list, { as, query: { filter: "GESTION" } });
      expect(res).toMatchObject({ status: 403, data: { message: "No tienes acceso a la gestión de TFGs" } });
    }
    expect(await call("POST", csv, { as: outsider, query: { filter: "GESTION" } })).toMatchObject({
      status: 403,
      data: { message: "No tienes acceso a la gestión de TFGs" },
    });
    expect((await call("GET", list, { as: outsider, query: { filter: "DIRECTOR" } })).status).toBe(200);
    for (const as of [w.d3, w.coordinator, w.secretary, w.admin])
      expect((await call("GET", list, { as, query: { filter: "GESTION" } })).status).toBe(200);
  });

  it("pages with page, size, order and an upper-case direction, and applies the filters", async () => {
    const s = await w.student();
    await w.request(s, w.d1, { provisionalTitle: "B" });
    await w.request(s, w.d2, { provisionalTitle: "A" });
    const q = { studentId: s.externalId, order: "provisionalTitle", direction: "ASC" };
    const first = await mine(w.admin, { ...q, size: "1", page: "0" });
    expect(first.totalElements).toBe(2);
    expect(first.content.map((r: { provisionalTitle: string }) => r.provisionalTitle)).toEqual(["A"]);
    const second = await mine(w.admin, { ...q, size: "1", page: "1" });
    expect(second.content.map((r: { provisionalTitle: string }) => r.provisionalTitle)).toEqual(["B"]);
    expect((await mine(w.admin, { ...q, direction: "DESC" })).content[0].provisionalTitle).toBe("B");
    expect((await mine(w.admin, { studentId: s.externalId, instructorId: w.d2.externalId })).totalElements).toBe(1);
    expect((await mine(w.admin, { studentId: s.externalId, status: "ACCEPTED" })).totalElements).toBe(0);
    expect(
      (await mine(w.admin, { studentId: s.externalId, degreeIds: `${w.degreeB.externalId},${w.degreeA.externalId}` }))
        .totalElements,
    ).toBe(2);
    // The filter's days are Madrid's: between 22:00 and midnight UTC Madrid is already on the next day.
    const today = isoToZonedInput(new Date()).date;
    expect(
      (await mine(w.admin, { studentId: s.externalId, createdFrom: "2000-01-01", createdTo: today })).totalElements,
    ).toBe(2);
    expect((await mine(w.admin, { studentId: s.externalId, createdTo: "2000-01-01" })).totalElements).toBe(0);
    expect((await call("GET", list, { as: w.admin, query: { direction: "SIDEWAYS" } })).status).toBe(400);
  });
});
