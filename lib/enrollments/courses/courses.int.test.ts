import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as courseList } from "@/app/enrollments-api/courses/route";
import { POST as coursesCsv } from "@/app/enrollments-api/courses/csv/route";
import { GET as degrees } from "@/app/enrollments-api/grades/route";
import { GET as degreeCourses } from "@/app/enrollments-api/grades/[gradeId]/courses/route";
import { GET as academicTerms } from "@/app/enrollments-api/terms/route";
import { activateYear } from "@/lib/academic-year/lifecycle";
import { configuredEngine, getDb } from "@/lib/database";
import { academicYears, enrollmentCourses } from "@/db/schema";
import { toCsv } from "@/lib/import/to-csv";
import { POST as submit } from "@/app/enrollments-api/requests/route";
import { coursesByTerm } from "@/lib/enrollments/courses/queries";
import {
  enrollmentWorld,
  extensionRequest,
  makeTerm,
  setCapacity,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";
import { call } from "@/lib/testing/fixtures";
import { makeCourse, makePastYear } from "@/lib/testing/reference";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});

describe("reference data for the form", () => {
  it("gives the academic terms and the student's own degree; staff get every degree", async () => {
    expect((await call("GET", academicTerms, { as: w.student })).data).toContainEqual({
      externalId: w.year.externalId,
      name: "Curso 2026-2027",
    });
    expect((await call("GET", degrees, { as: w.student })).data).toEqual([
      { externalId: w.degree.externalId, degreeName: "Grado en Historia" },
    ]);
    const staff = (await call("GET", degrees, { as: w.secretary })).data as { externalId: string }[];
    expect(staff.map((d) => d.externalId)).toEqual(
      expect.arrayContaining([w.degree.externalId, w.otherDegree.externalId]),
    );
  });

  it("lists a degree's enrolment courses with their capacity to staff, the available ones when asked", async () => {
    const db = await getDb();
    await db.update(enrollmentCourses).set({ available: false }).where(eq(enrollmentCourses.courseId, w.art.id));
    try {
      const all = await call("GET", degreeCourses, {
        as: w.secretary,
        params: { gradeId: w.degree.externalId },
        query: { academicYearId: w.year.externalId },
      });
      expect(all.data).toEqual([
        {
          courseId: w.history.externalId,
          courseName: "Historia Antigua",
          credits: 6,
          available: true,
          enrollments: 0,
          maxEnrollments: 30,
        },
        {
          courseId: w.art.externalId,
          courseName: "Historia del Arte",
          credits: 4.5,
          available: false,
          enrollments: 0,
          maxEnrollments: 30,
        },
        {
          courseId: w.full.externalId,
          courseName: "Paleografía",
          credits: 3,
          available: true,
          enrollments: 2,
          maxEnrollments: 2,
        },
      ]);
      const available = await call("GET", degreeCourses, {
        as: w.admin,
        params: { gradeId: w.degree.externalId },
        query: { available: "true", academicYearId: w.year.externalId },
      });
      expect(available.data.map((c: { courseName: string }) => c.courseName)).toEqual([
        "Historia Antigua",
        "Paleografía",
      ]);
      for (const query of [{}, { available: "false" }, { available: "true" }] as Record<string, string>[]) {
        const shown = await call("GET", degreeCourses, {
          as: w.student,
          params: { gradeId: w.degree.externalId },
          query: { ...query, academicYearId: w.year.externalId },
        });
        expect(shown.data.map((c: { courseName: string }) => c.courseName)).toEqual([
          "Historia Antigua",
          "Paleografía",
        ]);
      }
      const unknownYear = await call("GET", degreeCourses, {
        as: w.student,
        params: { gradeId: w.degree.externalId },
        query: { academicYearId: "no-existe" },
      });
      expect(unknownYear.status).toBe(404);
    } finally {
      await db.update(enrollmentCourses).set({ available: true }).where(eq(enrollmentCourses.courseId, w.art.id));
    }
  });
});

describe("a year's capacities are its own", () => {
  it("lists a degree's courses with the capacities of the year asked for, and nothing of a year without any", async () => {
    const past = await makePastYear();
    await setCapacity(past.id, w.history.id, 5, 5, 3);
    const inYear = (academicYearId: string) =>
      call("GET", degreeCourses, {
        as: w.secretary,
        params: { gradeId: w.degree.externalId },
        query: { academicYearId },
      });
    expect((await inYear(past.externalId)).data).toEqual([
      {
        courseId: w.history.externalId,
        courseName: "Historia Antigua",
        credits: 3,
        available: true,
        enrollments: 5,
        maxEnrollments: 5,
      },
    ]);
    const current = (await inYear(w.year.externalId)).data as { courseId: string; maxEnrollments: number }[];
    expect(current.find((c) => c.courseId === w.history.externalId)).toMatchObject({ maxEnrollments: 30 });
    const none = await makePastYear();
    expect((await inYear(none.externalId)).data).toEqual([]);
    expect((await call("GET", courseList, { as: w.admin, query: { academicYearId: past.externalId } })).data).toEqual([
      expect.objectContaining({ courseId: w.history.externalId, enrollments: 5, maxEnrollments: 5 }),
    ]);
    const unknown = await call("GET", courseList, { as: w.admin, query: { academicYearId: "no-existe" } });
    expect(unknown).toMatchObject({ status: 404, data: { message: "No se ha encontrado el ciclo lectivo" } });
  });

  it("the request form offers each open term the courses of the term's year", async () => {
    const past = await makePastYear();
    await setCapacity(past.id, w.art.id, 10, 0, 4.5);
    const pastTerm = await makeTerm("R", true, true, past.id);
    const names = (rows: { courseName: string }[] | undefined) => rows?.map((c) => c.courseName);
    const offered = await coursesByTerm(await getDb(), w.student, [w.termR.id, pastTerm.id], [w.degree.externalId]);
    expect(names(offered[w.termR.id]![w.degree.externalId])).toEqual([
      "Historia Antigua",
      "Historia del Arte",
      "Paleografía",
    ]);
    expect(names(offered[pastTerm.id]![w.degree.externalId])).toEqual(["Historia del Arte"]);
  });
});

describe("course capacity", () => {
  const upload = (text: string) => {
    const form = new FormData();
    form.set("file", new File([text], "asignaturas.csv", { type: "text/csv" }));
    return call("POST", coursesCsv, { as: w.admin, body: form });
  };
  const HEADER = ["courseId", "credits", "available", "enrollments", "maxEnrollments", "academicYear"];
  const inWorldYear = async () =>
    (await call("GET", courseList, { as: w.admin, query: { academicYearId: w.year.externalId } })).data as {
      courseId: string;
    }[];

  it("uploads capacities by course id into the year named and lists them", async () => {
    const fresh = await makeCourse(w.degree.id, "Epigrafía");
    const res = await upload(
      toCsv(HEADER, [
        [fresh.externalId, "4.5", "true", "3", "25", w.year.externalId],
        [w.history.externalId, "6", "true", "0", "40", w.year.externalId],
      ]),
    );
    expect(res).toMatchObject({ status: 200, data: { rows: 2 } });
    const list = await inWorldYear();
    expect(list).toContainEqual({
      courseId: fresh.externalId,
      courseName: "Epigrafía",
      credits: 4.5,
      available: true,
      enrollments: 3,
      maxEnrollments: 25,
    });
    expect(list).toContainEqual(expect.objectContaining({ courseId: w.history.externalId, maxEnrollments: 40 }));
  });

  it("writes nothing when a line is wrong, and reports every line with its number", async () => {
    const fresh = await makeCourse(w.degree.id, "Numismática");
    const res = await upload(
      toCsv(HEADER, [
        [fresh.externalId, "3", "true", "0", "10", w.year.externalId],
        ["no-existe", "3", "true", "0", "10", w.year.externalId],
        [fresh.externalId, "x", "quizá", "12", "10", w.year.externalId],
        [fresh.externalId, "3", "true", "0", "10", "curso-que-no-existe"],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.data.errors.file).toEqual(
      expect.arrayContaining([
        'línea 3: asignatura "no-existe" no existe',
        expect.stringMatching(/^línea 4: credits "x"/),
        expect.stringMatching(/^línea 4: available "quizá"/),
        'línea 5: curso académico "curso-que-no-existe" no existe',
      ]),
    );
    const db = await getDb();
    expect(
      await db
        .select()
        .from(enrollmentCourses)
        .where(inArray(enrollmentCourses.courseId, [fresh.id])),
    ).toEqual([]);
    expect((await upload("curso,creditos\nx,1\n")).data.errors.file[0]).toMatch(/^línea 1: cabecera incorrecta/);
  });

  it("refuses counts over the limit", async () => {
    const res = await upload(toCsv(HEADER, [[w.art.externalId, "3", "true", "11", "10", w.year.externalId]]));
    expect(res.data.errors.file).toEqual(["línea 2: enrollments 11 supera maxEnrollments 10"]);
    await setCapacity(w.year.id, w.art.id, 30, 0, 4.5);
  });

  it("without the academicYear column, writes into the active year and lists it by default", async () => {
    // The world's year made the active one: on a shared PostgreSQL database, each world's activation ends the last one's.
    await activateYear(await getDb(), w.year.externalId);
    const fresh = await makeCourse(w.degree.id, "Sigilografía");
    const res = await upload(toCsv(HEADER.slice(0, 5), [[fresh.externalId, "3", "false", "0", "15"]]));
    expect(res).toMatchObject({ status: 200, data: { rows: 1 } });
    const expected = {
      courseId: fresh.externalId,
      courseName: "Sigilografía",
      credits: 3,
      available: false,
      enrollments: 0,
      maxEnrollments: 15,
    };
    expect(await inWorldYear()).toContainEqual(expected);
    expect((await call("GET", courseList, { as: w.admin })).data).toContainEqual(expected);
  });
});

describe.skipIf(configuredEngine() !== "pglite")("with no active academic year (this file's own database)", () => {
  it("an upload without the academicYear column is refused line by line, and nothing is listed by default", async () => {
    const db = await getDb();
    await db.update(academicYears).set({ active: false }).where(eq(academicYears.active, true));
    const form = new FormData();
    const csv = `courseId,credits,available,enrollments,maxEnrollments\n${w.art.externalId},3,true,0,10\n`;
    form.set("file", new File([csv], "asignaturas.csv", { type: "text/csv" }));
    const res = await call("POST", coursesCsv, { as: w.admin, body: form });
    expect(res.data.errors.file).toEqual(["línea 2: no hay ningún curso académico activo: indica academicYear"]);
    expect((await call("GET", courseList, { as: w.admin })).data).toEqual([]);
  });

  it("a request in a term without a year is refused, naming why", async () => {
    const term = await makeTerm("A");
    const res = await call("POST", submit, {
      as: w.student,
      json: extensionRequest(w, { enrollmentTermId: term.id }),
    });
    expect(res).toMatchObject({
      status: 409,
      data: {
        message:
          "La convocatoria de matrícula no pertenece a ningún curso académico y no hay ningún curso académico activo",
      },
    });
  });
});
