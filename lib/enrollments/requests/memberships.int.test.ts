import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { POST as unprocessRequest } from "@/app/enrollments-api/requests/[id]/unprocess/route";
import { POST as chooseExam } from "@/app/exams-api/requests/route";
import { GET as ownGrades } from "@/app/grades-api/grades/route";
import { courseMembers, tfgAreas, tfgRequests, tfgTerms } from "@/db/schema";
import { activateYear } from "@/lib/academic-year/lifecycle";
import { getDb } from "@/lib/database";
import { importCsv } from "@/lib/import/import-file";
import { enrollmentWorld, fullRequest, setCapacity, submitted, type EnrollmentWorld } from "@/lib/testing/enrollments";
import { makeExam, makeTerm, makeVenue } from "@/lib/testing/exams";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { addMember, makeCourse } from "@/lib/testing/reference";

let w: EnrollmentWorld;
let programming: Awaited<ReturnType<typeof makeCourse>>;
let choice: { examId: number; headquarterId: string };
beforeAll(async () => {
  w = await enrollmentWorld();
  // The request's year is the active one: on a shared PostgreSQL database, each world's activation ends the last one's.
  await activateYear(await getDb(), w.year.externalId);
  programming = await makeCourse(w.degree.id, "Programación I");
  await setCapacity(w.year.id, programming.id, 30);
  const venue = await makeVenue(40);
  const exam = await makeExam(programming.id, (await makeTerm()).id, { defaultHeadquarter: venue.id });
  choice = { examId: exam.id, headquarterId: venue.id };
});

const id = (value: number) => ({ id: String(value) });

async function memberships(student: TestUser = w.student, courseId = programming.id) {
  const db = await getDb();
  return db
    .select({
      year: courseMembers.academicYearId,
      source: courseMembers.source,
      request: courseMembers.enrollmentRequestId,
    })
    .from(courseMembers)
    .where(and(eq(courseMembers.userId, student.id), eq(courseMembers.courseId, courseId)));
}

/** An open TFG request of `student` in the world's degree and year. */
async function tfgRequest(student: TestUser) {
  const db = await getDb();
  const academicYearId = w.year.id;
  const [term] = await db
    .insert(tfgTerms)
    .values({ name: "Áreas", type: "AREA", academicYearId, start: new Date(), end: new Date(Date.now() + 3_600_000) })
    .returning();
  const [area] = await db
    .insert(tfgAreas)
    .values({ name: `Historia medieval ${uniq()}`, academicYearId })
    .returning();
  const director = await makeUser("ROLE_INSTRUCTOR");
  await db.insert(tfgRequests).values({
    userId: student.id,
    degreeId: w.degree.id,
    termId: term!.id,
    academicYearId,
    areaId: area!.id,
    instructorId: director.id,
    priority: 1,
  });
}

describe("a student from the enrolment request to an exam and a grade of the new course", () => {
  it("'Tramitar' makes them a member, 'Deshacer' undoes it until an exam request or a grade holds it", async () => {
    const request = await submitted(w, fullRequest(w, { courses: [programming.externalId] }));
    expect(await call("POST", chooseExam, { as: w.student, json: choice })).toMatchObject({
      status: 404,
      data: { message: "No se ha encontrado el examen" },
    });

    // Processed twice, one membership of the request's year, from the enrolment.
    for (const admin of [w.admin, w.admin2])
      expect((await call("POST", processRequest, { as: admin, params: id(request) })).status).toBe(200);
    expect(await memberships()).toEqual([{ year: w.year.id, source: "enrolment", request }]);

    // Undone before any exam request: the membership goes, and the exam with it.
    expect((await call("POST", unprocessRequest, { as: w.admin, params: id(request) })).status).toBe(200);
    expect(await memberships()).toEqual([]);
    expect((await call("POST", chooseExam, { as: w.student, json: choice })).status).toBe(404);

    expect((await call("POST", processRequest, { as: w.admin, params: id(request) })).status).toBe(200);
    expect((await call("POST", chooseExam, { as: w.student, json: choice })).status).toBe(201);
    expect(await call("POST", unprocessRequest, { as: w.admin, params: id(request) })).toMatchObject({
      status: 409,
      data: { message: "No se puede deshacer: el alumno ya tiene una solicitud de examen de Programación I" },
    });

    const csv = `userExternalId,courseExternalId,term,convocatory,grade,gradeText,surveyId,surveyUrl
${w.student.externalId},${programming.externalId},${w.year.externalId},Ordinaria,7.5,Notable,,
`;
    expect(await importCsv(await getDb(), "grades", csv)).toEqual({ ok: true, rows: 1 });
    const shown = (await call("GET", ownGrades, { as: w.student })).data;
    expect(shown.filter((g: { courseName: string }) => g.courseName === "Programación I")).toMatchObject([
      { courseId: programming.externalId, grade: 7.5, term: w.year.externalId, convocatory: "Ordinaria" },
    ]);
    expect(await call("POST", unprocessRequest, { as: w.admin, params: id(request) })).toMatchObject({
      status: 409,
      data: {
        message:
          "No se puede deshacer: el alumno ya tiene una solicitud de examen de Programación I y una nota de Programación I",
      },
    });
    expect(await memberships()).toEqual([{ year: w.year.id, source: "enrolment", request }]);
  });
});

describe("'Deshacer' and the memberships it did not make", () => {
  it("keeps the information system's; a TFG request holds the degree until another course of it does", async () => {
    const student = await makeUser("ROLE_STUDENT");
    await addMember(w.art.id, student.id, "STUDENT");
    const request = await submitted(
      w,
      fullRequest(w, { courses: [programming.externalId, w.art.externalId] }),
      student,
    );
    expect((await call("POST", processRequest, { as: w.admin, params: id(request) })).status).toBe(200);
    expect(await memberships(student)).toEqual([{ year: w.year.id, source: "enrolment", request }]);
    expect(await memberships(student, w.art.id)).toEqual([{ year: null, source: "sis", request: null }]);

    await tfgRequest(student);
    expect((await call("POST", unprocessRequest, { as: w.admin, params: id(request) })).status).toBe(200);
    expect(await memberships(student)).toEqual([]);
    expect(await memberships(student, w.art.id)).toEqual([{ year: null, source: "sis", request: null }]);

    const alone = await makeUser("ROLE_STUDENT");
    const own = await submitted(w, fullRequest(w, { courses: [programming.externalId] }), alone);
    expect((await call("POST", processRequest, { as: w.admin, params: id(own) })).status).toBe(200);
    await tfgRequest(alone);
    expect(await call("POST", unprocessRequest, { as: w.admin, params: id(own) })).toMatchObject({
      status: 409,
      data: { message: "No se puede deshacer: el alumno ya tiene una solicitud de TFG/TFM del Grado en Historia" },
    });
  });
});
