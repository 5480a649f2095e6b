import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as activate } from "@/app/academic-year-api/years/[externalId]/activate/route";
import { POST as close } from "@/app/academic-year-api/years/[externalId]/close/route";
import { POST as reopen } from "@/app/academic-year-api/years/[externalId]/reopen/route";
import { POST as open } from "@/app/academic-year-api/years/open/route";
import { GET as list } from "@/app/academic-year-api/years/route";
import { academicYears } from "@/db/schema";
import { getDb } from "@/lib/database";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { lastYearWorld } from "@/lib/testing/year-world";
import { activateYear } from "./lifecycle";

let w: Awaited<ReturnType<typeof lastYearWorld>>;
let admin: TestUser;
let next: string;
let wasActive: string | undefined;
beforeAll(async () => {
  w = await lastYearWorld();
  admin = await makeUser("ROLE_ADMIN");
  next = `ay-ui-${w.tag}`;
  const db = await getDb();
  [{ externalId: wasActive } = { externalId: undefined }] = await db
    .select({ externalId: academicYears.externalId })
    .from(academicYears)
    .where(eq(academicYears.active, true));
});
afterAll(async () => {
  if (wasActive) await activateYear(await getDb(), wasActive);
});

const years = async () => (await call("GET", list, { as: admin })).data as { externalId: string }[];
const yearOf = async (externalId: string) => (await years()).find((y) => y.externalId === externalId);
const change = (handler: typeof activate, externalId: string) =>
  call("POST", handler, { as: admin, params: { externalId }, json: {} });
const one = { enrollmentTerms: 1, instanceTemplates: 1, examTerms: 1, tfgTerms: 1, tfgAreas: 1, tfgAllocations: 1 };
// Two enrolment capacities: an open course and a full, closed one.
const copies = { ...one, enrollmentCapacities: 2 };

describe("the academic-year screen's endpoints", () => {
  it("lists each year with whether it is active or closed and how many rows of each kind it holds (two capacities, two limits: the director's and the former one's)", async () => {
    expect(await yearOf(w.year.externalId)).toEqual({
      externalId: w.year.externalId,
      name: "2025-2026",
      active: false,
      closed: false,
      counts: { ...copies, tfgAllocations: 2 },
    });
  });

  it("a dry run answers the plan and opens nothing", async () => {
    const plan = await call("POST", open, {
      as: admin,
      json: { from: w.year.externalId, externalId: next, dryRun: true },
    });
    expect(plan.status).toBe(200);
    expect(plan.data.year).toEqual({ externalId: next, name: "2026-2027" });
    expect(plan.data.copied).toContainEqual({ what: "Convocatorias de matrícula", count: 1 });
    expect(plan.data.skipped).toContainEqual({
      what: `Límite de asignación de ${w.former.externalId}`,
      why: "ya no es profesor ni coordinador",
    });
    expect(await yearOf(next)).toBeUndefined();
  });

  it("refuses an open without its fields, from an unknown year or onto an existing one, in Spanish", async () => {
    const empty = await call("POST", open, { as: admin, json: { from: "", externalId: "" } });
    expect(empty.status).toBe(400);
    expect(empty.data.errors).toMatchObject({
      from: ["Elige el curso del que copiar"],
      externalId: ["Indica el identificador del curso nuevo"],
    });
    const unknown = await call("POST", open, { as: admin, json: { from: "nada-1234", externalId: next } });
    expect(unknown).toMatchObject({ status: 404, data: { message: "No existe el curso académico «nada-1234»" } });
    const taken = await call("POST", open, {
      as: admin,
      json: { from: w.year.externalId, externalId: w.year.externalId },
    });
    expect(taken).toMatchObject({
      status: 409,
      data: { message: `Ya existe el curso académico «${w.year.externalId}»` },
    });
  });

  it("opens the next year, inactive, with a copy of each kind, under the name given", async () => {
    const opened = await call("POST", open, {
      as: admin,
      json: { from: w.year.externalId, externalId: next, name: "Curso 2026-2027" },
    });
    expect(opened.status).toBe(201);
    expect(await yearOf(next)).toEqual({
      externalId: next,
      name: "Curso 2026-2027",
      active: false,
      closed: false,
      counts: copies,
    });
  });

  it("activates the new year, refuses to close it while active, closes the old one and reopens it", async () => {
    expect(await change(activate, next)).toMatchObject({ status: 200, data: { externalId: next, active: true } });
    expect(await change(close, next)).toMatchObject({
      status: 409,
      data: { message: "No se puede cerrar el curso académico activo Curso 2026-2027: activa antes otro curso" },
    });
    expect(await change(close, w.year.externalId)).toMatchObject({ status: 200, data: { closed: true } });
    expect(await yearOf(w.year.externalId)).toMatchObject({ active: false, closed: true });
    expect(await change(activate, w.year.externalId)).toMatchObject({
      status: 409,
      data: { message: "El curso académico 2025-2026 está cerrado" },
    });
    expect(await change(reopen, w.year.externalId)).toMatchObject({ status: 200, data: { closed: false } });
    expect(await change(activate, "nada-1234")).toMatchObject({
      status: 404,
      data: { message: "No existe el curso académico «nada-1234»" },
    });
  });
});
