import { beforeAll, describe, expect, it } from "vitest";
import { GET as termList, POST as createTerm } from "@/app/enrollments-api/enrollment-terms/route";
import { PATCH as updateTerm } from "@/app/enrollments-api/enrollment-terms/[id]/route";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { enrollmentWorld, makeTerm, type EnrollmentWorld } from "@/lib/testing/enrollments";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});

const id = (value: number) => ({ id: String(value) });
const iso = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const END_BEFORE_START = "La fecha de fin debe ser posterior a la fecha de inicio";

describe("enrolment terms", () => {
  it("the secretariat creates and edits a term; everyone sees the open ones, staff all with ?all=true", async () => {
    const res = await call("POST", createTerm, {
      as: w.secretary,
      json: { active: false, type: "A", name: "Extensión febrero", startDate: iso(-1), endDate: iso(5) },
    });
    expect(res).toMatchObject({ status: 201, data: { active: false, type: "A", name: "Extensión febrero" } });
    const termId = res.data.id as number;
    const open = async (as: TestUser, query?: Record<string, string>) =>
      ((await call("GET", termList, { as, query })).data as { id: number }[]).map((t) => t.id);
    expect(await open(w.student)).not.toContain(termId);
    expect(await open(w.admin, { all: "true" })).toContain(termId);
    expect(await open(w.student, { all: "true" })).not.toContain(termId);

    const edited = await call("PATCH", updateTerm, {
      as: w.secretary,
      params: id(termId),
      json: { id: termId, active: true, type: "A", name: "Extensión de febrero", startDate: iso(-1), endDate: iso(5) },
    });
    expect(edited).toMatchObject({ status: 200, data: { active: true, name: "Extensión de febrero" } });
    expect(await open(w.student)).toContain(termId);
    expect(await open(w.student)).toEqual(expect.arrayContaining([w.termR.id, w.termA.id]));
  });

  it("hides inactive terms and terms outside their dates", async () => {
    const future = await makeTerm("R", false);
    const inactive = await makeTerm("R", true, false);
    const shown = ((await call("GET", termList, { as: w.student })).data as { id: number }[]).map((t) => t.id);
    expect(shown).not.toContain(future.id);
    expect(shown).not.toContain(inactive.id);
  });

  it.each([
    ["no type", { type: undefined }, "type", "Este campo es obligatorio"],
    ["no name", { name: " " }, "name", "Este campo es obligatorio"],
    ["no start", { startDate: "" }, "startDate", "Este campo es obligatorio"],
    ["no end", { endDate: undefined }, "endDate", "Este campo es obligatorio"],
    ["an end before the start", { endDate: iso(-2) }, "endDate", END_BEFORE_START],
    [
      "an end equal to the start",
      { endDate: "2030-01-01T10:00:00.000Z", startDate: "2030-01-01T10:00:00.000Z" },
      "endDate",
      END_BEFORE_START,
    ],
  ])("refuses a term with %s", async (_, change, field, message) => {
    const res = await call("POST", createTerm, {
      as: w.secretary,
      json: { active: true, type: "R", name: "X", startDate: iso(-1), endDate: iso(1), ...change },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toEqual([message]);
  });

  it("answers 404 for a term that does not exist", async () => {
    const res = await call("PATCH", updateTerm, {
      as: w.secretary,
      params: id(999999),
      json: { type: "R", name: "X", startDate: iso(-1), endDate: iso(1) },
    });
    expect(res.status).toBe(404);
  });
});
