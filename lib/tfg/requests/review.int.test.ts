import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/tfg-api/requests/route";
import { PATCH as edit } from "@/app/tfg-api/requests/[id]/route";
import { POST as accept } from "@/app/tfg-api/requests/[id]/accept/route";
import { POST as reject } from "@/app/tfg-api/requests/[id]/reject/route";
import { POST as cancel } from "@/app/tfg-api/requests/[id]/cancel/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { addMember } from "@/lib/testing/reference";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

let w: TfgWorld;
beforeAll(async () => {
  w = await tfgWorld();
});

const id = (n: number) => ({ id: String(n) });
const mine = async (as: TestUser, query: Record<string, string> = {}) =>
  (await call("GET", list, { as, query: { size: "25", ...query } })).data;

describe("transitions", () => {
  it("accept, reject with an optional reason and cancel leave only from OPEN; anything else is 409", async () => {
    const s = await w.student();
    const a = (await w.request(s, w.d2, { provisionalTitle: "uno" })).data;
    const b = (await w.request(s, w.d1, { provisionalTitle: "dos" })).data;
    const other = await w.student();
    const c = (await w.request(w.admin, w.d2, { userId: other.externalId, termId: w.closedTerm.id })).data;
    expect(c.status).toBe("OPEN");

    expect((await call("POST", accept, { as: w.coordinator, params: id(a.id) })).data).toMatchObject({
      status: "ACCEPTED",
    });
    const rejected = await call("POST", reject, {
      as: w.coordinator,
      params: id(b.id),
      json: { reason: "Sin encaje" },
    });
    expect(rejected.data).toMatchObject({ status: "REJECTED", rejectReason: "Sin encaje" });
    const noReason = await call("POST", reject, { as: w.d2, params: id(c.id), json: { reason: "" } });
    expect(noReason.data).toMatchObject({ status: "REJECTED", rejectReason: null });

    for (const [handler, as, target] of [
      [accept, w.coordinator, a],
      [reject, w.coordinator, a],
      [cancel, s, a],
      [accept, w.admin, b],
      [cancel, s, b],
    ] as const) {
      const res = await call("POST", handler, { as, params: id(target.id), json: {} });
      expect(res.status).toBe(409);
      expect(res.data.message).toMatch(/no está pendiente/);
    }
  });

  it("a student cancels only their own OPEN request", async () => {
    const s = await w.student();
    const a = (await w.request(s, w.d2)).data;
    expect((await call("POST", cancel, { as: w.s1, params: id(a.id) })).status).toBe(404);
    expect((await call("POST", cancel, { as: s, params: id(a.id) })).data.status).toBe("CANCELED");
  });

  it("staff outside the request's management get 404", async () => {
    const s = await w.student();
    const a = (await w.request(s, w.d2)).data;
    const outsider = await makeUser("ROLE_COORD");
    expect((await call("POST", accept, { as: outsider, params: id(a.id) })).status).toBe(404);
    expect((await call("POST", accept, { as: w.d3, params: id(a.id) })).status).toBe(404);
  });

  it("accepting beyond the director's limit for the degree and year is a 409 and the request stays OPEN", async () => {
    const d = await makeUser("ROLE_INSTRUCTOR");
    await w.allocate(d, 1);
    const { PUT } = await import("@/app/tfg-api/areas/[id]/route");
    const managers = [...w.area1.assignedManagers.map((m: { externalId: string }) => m.externalId), d.externalId];
    await call("PUT", PUT, {
      as: w.admin,
      params: id(w.area1.id),
      json: {
        name: w.area1.name,
        academicYearId: w.year.id,
        assignedDegreeIds: [w.degreeA.externalId],
        assignedManagerIds: managers,
      },
    });
    const [x, y] = [await w.student(), await w.student()];
    const rx = (await w.request(x, d)).data;
    const ry = (await w.request(y, d)).data;
    expect((await call("POST", accept, { as: w.admin, params: id(rx.id) })).status).toBe(200);
    const over = await call("POST", accept, { as: w.admin, params: id(ry.id) });
    expect(over.status).toBe(409);
    expect(over.data.message).toMatch(/ha alcanzado su límite de alumnos/);
    expect((await mine(w.admin, { requestId: String(ry.id) })).content[0].status).toBe("OPEN");
  });

  it("a director without an allocation for the degree cannot take a student", async () => {
    const s = await w.student();
    const r = (await w.request(s, w.d2)).data;
    const { PATCH } = await import("@/app/tfg-api/instructors/[id]/allocation/[allocationId]/route");
    const { GET } = await import("@/app/tfg-api/instructors/[id]/allocation/route");
    const alloc = (await call("GET", GET, { as: w.admin, params: { id: w.d2.externalId } })).data.allocations[0];
    // Move d2's allocation to degree B: the request's director now has no place in degree A.
    await call("PATCH", PATCH, {
      as: w.admin,
      params: { id: w.d2.externalId, allocationId: String(alloc.id) },
      json: { academicYearId: w.year.id, limit: alloc.limit, degreeIds: [w.degreeB.externalId] },
    });
    const res = await call("POST", accept, { as: w.admin, params: id(r.id) });
    expect(res).toMatchObject({
      status: 409,
      data: { message: "El director no tiene plazas asignadas para esta titulación en este curso académico" },
    });
    await call("PATCH", PATCH, {
      as: w.admin,
      params: { id: w.d2.externalId, allocationId: String(alloc.id) },
      json: { academicYearId: w.year.id, limit: alloc.limit, degreeIds: [w.degreeA.externalId] },
    });
  });
});

describe("editing a request ('Editar instancia')", () => {
  it("requires degree, term, area and director; changes them and bumps the version", async () => {
    const s = await w.student();
    const r = (await w.request(s, w.d1)).data;
    const body = {
      id: r.id,
      degreeId: w.degreeA.externalId,
      termId: w.openTerm.id,
      areaId: w.area1.id,
      instructorId: w.d2.externalId,
      provisionalTitle: "Nuevo",
    };
    for (const field of ["degreeId", "termId", "areaId", "instructorId"]) {
      const res = await call("PATCH", edit, {
        as: w.coordinator,
        params: id(r.id),
        json: { ...body, [field]: undefined },
      });
      expect(res.status).toBe(400);
      expect(res.data.errors[field]).toEqual(["Este campo es obligatorio"]);
    }
    const ok = await call("PATCH", edit, { as: w.coordinator, params: id(r.id), json: body });
    expect(ok.data).toMatchObject({ instructorId: w.d2.externalId, provisionalTitle: "Nuevo", version: r.version + 1 });
    expect(
      (await call("PATCH", edit, { as: w.coordinator, params: id(r.id), json: { ...body, id: r.id + 1 } })).status,
    ).toBe(400);
  });

  it("an accepted request moved to another director gives its place back and takes one there", async () => {
    const d = await makeUser("ROLE_INSTRUCTOR");
    const e = await makeUser("ROLE_INSTRUCTOR");
    await w.allocate(d, 1);
    await w.allocate(e, 1);
    const { PUT } = await import("@/app/tfg-api/areas/[id]/route");
    const area = (
      await call("PUT", PUT, {
        as: w.admin,
        params: id(w.area2.id),
        json: {
          name: w.area2.name,
          academicYearId: w.year.id,
          assignedDegreeIds: [w.degreeA.externalId],
          assignedManagerIds: [d.externalId, e.externalId],
        },
      })
    ).data;
    const [x, y] = [await w.student(), await w.student()];
    const rx = (await w.request(x, d, { areaId: area.id })).data;
    await call("POST", accept, { as: w.admin, params: id(rx.id) });
    const moved = await call("PATCH", edit, {
      as: w.admin,
      params: id(rx.id),
      json: { degreeId: w.degreeA.externalId, termId: w.openTerm.id, areaId: area.id, instructorId: e.externalId },
    });
    expect(moved.data).toMatchObject({ status: "ACCEPTED", instructorId: e.externalId });
    const ry = (await w.request(y, d, { areaId: area.id })).data;
    expect((await call("POST", accept, { as: w.admin, params: id(ry.id) })).status).toBe(200);
  });

  it("CANCELED and REJECTED requests cannot be edited", async () => {
    const s = await w.student();
    const r = (await w.request(s, w.d1)).data;
    await call("POST", cancel, { as: s, params: id(r.id) });
    const res = await call("PATCH", edit, {
      as: w.admin,
      params: id(r.id),
      json: {
        degreeId: w.degreeA.externalId,
        termId: w.openTerm.id,
        areaId: w.area1.id,
        instructorId: w.d1.externalId,
      },
    });
    expect(res.status).toBe(409);
  });
});

describe("the PDF of an accepted request", () => {
  it("is a real PDF named in Content-Disposition, for the student and staff; not for others or before acceptance", async () => {
    const { GET: pdf } = await import("@/app/tfg-api/requests/[id]/pdf/route");
    const { pdfPages } = await import("@/lib/testing/pdf-text");
    const s = await makeUser("ROLE_STUDENT", { givenName: "Íñigo", familyName: "Martínez" });
    await addMember(w.course.id, s.id, "STUDENT");
    const r = (await w.request(s, w.d2, { provisionalTitle: "Redes neuronales" })).data;
    expect((await call("GET", pdf, { as: s, params: id(r.id) })).status).toBe(409);
    await call("POST", accept, { as: w.coordinator, params: id(r.id) });
    const res = await call("GET", pdf, { as: s, params: id(r.id) });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("application/pdf");
    expect(res.res.headers.get("content-disposition")).toContain(
      encodeURIComponent(`Solicitud TFG ${r.id} - Íñigo Martínez.pdf`),
    );
    const text = (await pdfPages(new Uint8Array(await res.res.arrayBuffer()))).join(" ");
    expect(text).toContain("Asignación de Trabajo Fin de Grado / Máster");
    expect(text).toContain("Íñigo Martínez");
    expect(text).toContain("Redes neuronales");
    expect(text).toContain(w.area1.name);
    for (const as of [w.d2, w.coordinator, w.admin])
      expect((await call("GET", pdf, { as, params: id(r.id) })).status).toBe(200);
    expect((await call("GET", pdf, { as: w.s1, params: id(r.id) })).status).toBe(404);
    expect((await call("GET", pdf, { as: w.d3, params: id(r.id) })).status).toBe(404);
  });
});
