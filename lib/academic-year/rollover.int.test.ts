import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as courseExams } from "@/app/exams-api/exams/courses/[courseId]/route";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { POST as unprocessRequest } from "@/app/enrollments-api/requests/[id]/unprocess/route";
import { POST as submitRequest } from "@/app/enrollments-api/requests/route";
import { GET as listYears } from "@/app/tfg-api/academicyears/route";
import { getDb } from "@/lib/database";
import {
  academicYears,
  enrollmentCourses,
  enrollmentTerms,
  exams,
  examTerms,
  instanceTemplates,
  tfgAllocationDegrees,
  tfgAllocations,
  tfgAreaDegrees,
  tfgAreaManagers,
  tfgAreas,
  tfgTermDegrees,
  tfgTerms,
} from "@/db/schema";
import { makeTerm, seatsTaken } from "@/lib/testing/enrollments";
import { call, makeUser } from "@/lib/testing/fixtures";
import { lastYearWorld } from "@/lib/testing/year-world";
import { activateYear, closeYear, reopenYear } from "./lifecycle";
import { openYear, planYear } from "./open";

let w: Awaited<ReturnType<typeof lastYearWorld>>;
let next: string;
beforeAll(async () => {
  w = await lastYearWorld();
  next = `ay-next-${w.tag}`;
});

const iso = (d: Date | null) => d?.toISOString() ?? null;
const yearRow = async (externalId: string) =>
  (await (await getDb()).select().from(academicYears).where(eq(academicYears.externalId, externalId)))[0];

const expectedReport = () => ({
  year: { externalId: next, name: "2026-2027" },
  from: { externalId: w.year.externalId, name: "2025-2026" },
  copied: [
    { what: "Convocatorias de matrícula", count: 1 },
    { what: "Plazas de matrícula por asignatura", count: 2 },
    { what: "Plantillas de instancia", count: 1 },
    { what: "Convocatorias de examen", count: 1 },
    { what: "Exámenes (con su sede)", count: 1 },
    { what: "Convocatorias de TFG", count: 1 },
    { what: "Áreas temáticas", count: 1 },
    { what: "Responsables de área", count: 1 },
    { what: "Límites de asignación de profesores (sin solicitudes aceptadas)", count: 1 },
  ],
  skipped: [
    { what: `1 examen extraordinario de «Ordinaria ${w.tag}»`, why: "se crean para un alumno concreto" },
    {
      what: `Responsable ${w.former.externalId} del área «Inteligencia artificial ${w.tag}»`,
      why: "ya no es profesor ni coordinador",
    },
    { what: `Límite de asignación de ${w.former.externalId}`, why: "ya no es profesor ni coordinador" },
  ],
});

describe("the academic year turns over", () => {
  it("a dry run reports what would be copied and what skipped and why, and changes nothing", async () => {
    const db = await getDb();
    expect(await planYear(db, { externalId: next, from: w.year.externalId })).toEqual(expectedReport());
    expect(await yearRow(next)).toBeUndefined();
    const copiedTerm = await db
      .select()
      .from(examTerms)
      .where(eq(examTerms.name, `Ordinaria ${w.tag} (2026-2027)`));
    expect(copiedTerm).toEqual([]);
  });

  it("opens the next year, inactive, with last year's rows inactive and a year later", async () => {
    const db = await getDb();
    expect(await openYear(db, { externalId: next, from: w.year.externalId })).toEqual(expectedReport());
    const year = (await yearRow(next))!;
    expect(year).toMatchObject({ name: "2026-2027", active: false, closedAt: null });

    const [term] = await db.select().from(enrollmentTerms).where(eq(enrollmentTerms.academicYearId, year.id));
    expect(term).toMatchObject({ name: "Matrícula 2026-2027", type: "R", active: false });
    expect([iso(term!.startDate), iso(term!.endDate)]).toEqual([
      "2026-07-01T07:00:00.000Z",
      "2026-09-30T12:00:00.000Z",
    ]);

    const capacities = (yearId: number) =>
      db
        .select({
          courseId: enrollmentCourses.courseId,
          credits: enrollmentCourses.credits,
          available: enrollmentCourses.available,
          enrollments: enrollmentCourses.enrollments,
          maxEnrollments: enrollmentCourses.maxEnrollments,
        })
        .from(enrollmentCourses)
        .where(eq(enrollmentCourses.academicYearId, yearId))
        .orderBy(asc(enrollmentCourses.courseId));
    expect(await capacities(year.id)).toEqual([
      { courseId: w.course.id, credits: 6, available: true, enrollments: 0, maxEnrollments: 40 },
      { courseId: w.fullCourse.id, credits: 4.5, available: false, enrollments: 0, maxEnrollments: 25 },
    ]);
    expect(await capacities(w.year.id)).toEqual([
      { courseId: w.course.id, credits: 6, available: true, enrollments: 12, maxEnrollments: 40 },
      { courseId: w.fullCourse.id, credits: 4.5, available: false, enrollments: 25, maxEnrollments: 25 },
    ]);

    const templates = await db.select().from(instanceTemplates).where(eq(instanceTemplates.termId, year.id));
    expect(templates).toMatchObject([{ name: "Certificado académico 2026-2027", active: false }]);
    expect([iso(templates[0]!.start), iso(templates[0]!.end)]).toEqual([
      "2026-09-01T07:00:00.000Z",
      "2027-06-30T21:59:00.000Z",
    ]);

    const [examTerm] = await db.select().from(examTerms).where(eq(examTerms.academicYearId, year.id));
    expect(examTerm).toMatchObject({ name: `Ordinaria ${w.tag} (2026-2027)`, enabled: false });
    const copiedExams = await db.select().from(exams).where(eq(exams.termId, examTerm!.id));
    expect(copiedExams).toMatchObject([
      {
        courseId: w.course.id,
        option: "A",
        state: "NOT_UPLOADED",
        defaultHeadquarter: w.venue.id,
        extraordinaryOf: null,
      },
    ]);
    expect(
      [copiedExams[0]!.startsAt, copiedExams[0]!.inscriptionStartsAt, copiedExams[0]!.inscriptionEndsAt].map(iso),
    ).toEqual(["2027-01-20T08:00:00.000Z", "2026-12-01T08:00:00.000Z", "2027-01-10T22:59:00.000Z"]);

    // 9:00 on 28 March 2026 (winter time) → 9:00 on 28 March 2027, summer time since that night.
    const [call] = await db.select().from(tfgTerms).where(eq(tfgTerms.academicYearId, year.id));
    expect(call).toMatchObject({ name: "Áreas 2026-2027", type: "AREA" });
    expect([iso(call!.start), iso(call!.end)]).toEqual(["2027-03-28T07:00:00.000Z", "2027-04-30T15:00:00.000Z"]);
    const callDegrees = await db.select().from(tfgTermDegrees).where(eq(tfgTermDegrees.termId, call!.id));
    expect(callDegrees.map((d) => d.degreeId)).toEqual([w.degree.id]);

    const [area] = await db.select().from(tfgAreas).where(eq(tfgAreas.academicYearId, year.id));
    expect(area).toMatchObject({ name: `Inteligencia artificial ${w.tag}`, active: false });
    const managers = await db.select().from(tfgAreaManagers).where(eq(tfgAreaManagers.areaId, area!.id));
    expect(managers.map((m) => m.userId)).toEqual([w.director.id]);
    const areaDegrees = await db.select().from(tfgAreaDegrees).where(eq(tfgAreaDegrees.areaId, area!.id));
    expect(areaDegrees.map((d) => d.degreeId)).toEqual([w.degree.id]);

    const allocations = await db.select().from(tfgAllocations).where(eq(tfgAllocations.academicYearId, year.id));
    expect(allocations).toMatchObject([{ instructorId: w.director.id, limit: 3, accepted: 0 }]);
    const allocationDegrees = await db
      .select()
      .from(tfgAllocationDegrees)
      .where(eq(tfgAllocationDegrees.allocationId, allocations[0]!.id));
    expect(allocationDegrees.map((d) => d.degreeId)).toEqual([w.degree.id]);

    // Last year's rows are as they were.
    const [lastTerm] = await db.select().from(enrollmentTerms).where(eq(enrollmentTerms.academicYearId, w.year.id));
    expect(lastTerm).toMatchObject({ name: "Matrícula 2025-2026", active: true });
    const [lastAllocation] = await db
      .select()
      .from(tfgAllocations)
      .where(and(eq(tfgAllocations.academicYearId, w.year.id), eq(tfgAllocations.instructorId, w.director.id)));
    expect(lastAllocation).toMatchObject({ limit: 3, accepted: 2 });
  });

  it("a request in a term of the new year counts its seat on the new year's capacity, not last year's, and 'Deshacer' gives it back there", async () => {
    const year = (await yearRow(next))!;
    const term = await makeTerm("A", true, true, year.id);
    const student = await makeUser("ROLE_STUDENT");
    const admin = await makeUser("ROLE_ADMIN");
    const sent = await call("POST", submitRequest, {
      as: student,
      json: {
        enrollmentType: "A",
        enrollmentTermId: term.id,
        grade: w.degree.externalId,
        termId: next,
        timeOption: "PART_TIME",
        courses: [w.course.externalId],
        imageAuthorization: false,
      },
    });
    expect(sent.status).toBe(201);
    const id = { id: String(sent.data.id) };
    expect((await call("POST", processRequest, { as: admin, params: id })).status).toBe(200);
    expect([await seatsTaken(year.id, w.course.id), await seatsTaken(w.year.id, w.course.id)]).toEqual([1, 12]);
    expect((await call("POST", unprocessRequest, { as: admin, params: id })).status).toBe(200);
    expect([await seatsTaken(year.id, w.course.id), await seatsTaken(w.year.id, w.course.id)]).toEqual([0, 12]);
  });

  it("refuses a year that exists and a previous year that does not", async () => {
    const db = await getDb();
    await expect(openYear(db, { externalId: next, from: w.year.externalId })).rejects.toMatchObject({
      status: 409,
      message: `Ya existe el curso académico «${next}»`,
    });
    await expect(planYear(db, { externalId: `otro-${w.tag}`, from: `nada-${w.tag}` })).rejects.toMatchObject({
      status: 404,
      message: `No existe el curso académico «nada-${w.tag}»`,
    });
  });

  it("activates the new year: the one active year, as GET /tfg-api/academicyears shows", async () => {
    const db = await getDb();
    await activateYear(db, w.year.externalId);
    expect(await activateYear(db, next)).toEqual({ externalId: next, name: "2026-2027", active: true, closed: false });
    const ids = [w.year.id, (await yearRow(next))!.id];
    const res = await call("GET", listYears, { as: await makeUser("ROLE_ADMIN") });
    expect(res.status).toBe(200);
    const shown = (res.data as { id: number; active: boolean }[]).filter((y) => ids.includes(y.id));
    expect(shown).toEqual([
      { id: ids[1], name: "2026-2027", active: true },
      { id: ids[0], name: "2025-2026", active: false },
    ]);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(academicYears)
      .where(eq(academicYears.active, true))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("a course's exams are the active year's: last year's once the new year is active", async () => {
    const db = await getDb();
    const manager = await makeUser("ROLE_GES_EXAM");
    const shown = async () => {
      const res = await call("GET", courseExams, { as: manager, params: { courseId: w.course.externalId } });
      expect(res.status).toBe(200);
      return (res.data as { termName: string; option: string }[]).map((e) => [e.termName, e.option]);
    };
    expect(await shown()).toEqual([[`Ordinaria ${w.tag} (2026-2027)`, "A"]]);
    await activateYear(db, w.year.externalId);
    expect(await shown()).toEqual([
      [`Ordinaria ${w.tag}`, "A"],
      [`Ordinaria ${w.tag}`, "EXTRA"],
    ]);
    await activateYear(db, next);
  });

  it("closes a past year, never the active one, and reopens it", async () => {
    const db = await getDb();
    await expect(closeYear(db, next)).rejects.toMatchObject({
      status: 409,
      message: "No se puede cerrar el curso académico activo 2026-2027: activa antes otro curso",
    });
    expect(await closeYear(db, w.year.externalId)).toMatchObject({ active: false, closed: true });
    await expect(activateYear(db, w.year.externalId)).rejects.toMatchObject({
      status: 409,
      message: "El curso académico 2025-2026 está cerrado",
    });
    expect(await reopenYear(db, w.year.externalId)).toMatchObject({ active: false, closed: false });
    const rows = await db
      .select({ closedAt: academicYears.closedAt })
      .from(academicYears)
      .where(inArray(academicYears.externalId, [w.year.externalId, next]));
    expect(rows).toEqual([{ closedAt: null }, { closedAt: null }]);
  });
});
