import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/student-record-api/users/[kind]/[term]/route";
import { GET as myStudents } from "@/app/student-record-api/users/list/route";
import { GET as personal } from "@/app/student-record-api/user/[dni]/route";
import { GET as courses } from "@/app/student-record-api/courses/[user]/route";
import { GET as convocatories } from "@/app/student-record-api/convocatories/route";
import { GET as grades } from "@/app/student-record-api/grades/[user]/convocatory/[convocatory]/route";
import { GET as proceeding } from "@/app/student-record-api/proceeding/[course]/[user]/route";
import { GET as download } from "@/app/student-record-api/proceeding/[course]/[user]/download/route";
import { POST as upload } from "@/app/grades-api/proceeding/[course]/[user]/route";
import { multipart, pdf } from "@/lib/testing/files";
import { responsePdfText } from "@/lib/testing/pdf-text";
import { call, uniq } from "@/lib/testing/fixtures";
import { addGrade } from "@/lib/testing/reference";
import { scopeWorld, type ScopeWorld } from "@/lib/testing/scope";

let w: ScopeWorld;
const tag = uniq();
const surname = `Núñez-${tag}`;
const given = `Ángela ${tag}`;
const convocatory = `Extraordinaria ${uniq()}`;

beforeAll(async () => {
  w = await scopeWorld({ family: `García ${surname}`, given });
  await addGrade({
    userId: w.student.id,
    courseId: w.courseA.id,
    term: "2025-2026",
    convocatory,
    grade: 8.25,
    gradeText: "Notable",
  });
  await addGrade({
    userId: w.outsider.id,
    courseId: w.courseB.id,
    term: "2025-2026",
    convocatory,
    grade: 3,
    gradeText: "Suspenso",
  });
});

const find = (as: typeof w.admin, kind: string, term: string, query: Record<string, string> = {}) =>
  call("GET", search, { as, params: { kind, term }, query });

describe("GET /student-record-api/users/{kind}/{term}", () => {
  it.each([
    ["family", "without accents", () => `garcia nunez-${tag}`],
    ["family", "in capitals with accents", () => `GARCÍA NÚÑEZ-${tag.toUpperCase()}`],
    ["name", "partial", () => `angela ${tag.slice(0, 5)}`],
    ["id", "in capitals", () => w.student.externalId.toUpperCase()],
    ["email", "partial", () => w.student.externalId.slice(2)],
  ])("finds by %s with a %s term", async (kind, _, term) => {
    const res = await find(w.secretary, kind, term());
    expect(res.status).toBe(200);
    expect(res.data.content).toContainEqual({
      userId: w.student.externalId,
      dni: w.student.dni,
      name: given,
      surnames: `García ${surname}`,
      email: expect.any(String),
    });
  });

  it("pages its results and takes LIKE wildcards literally", async () => {
    const page = await find(w.secretary, "family", surname.toLowerCase(), { size: "1" });
    expect(page.data).toEqual({
      content: [expect.objectContaining({ userId: w.student.externalId })],
      totalElements: 1,
    });
    expect((await find(w.secretary, "family", "%")).data.totalElements).toBe(0);
  });

  it("never lists a student outside the caller's courses; a coordinator sees their courses' students", async () => {
    const outsiderFamily = w.outsider.externalId.slice(2);
    expect((await find(w.admin, "id", outsiderFamily)).data.totalElements).toBe(1);
    expect((await find(w.instructor, "id", outsiderFamily)).data).toEqual({ content: [], totalElements: 0 });
    expect((await find(w.coordinator, "family", surname)).data.totalElements).toBe(1);
  });

  it("refuses an unknown search kind", async () => {
    expect((await find(w.admin, "dni", "x")).status).toBe(400);
  });
});

describe("the student's tabs", () => {
  it("'Información personal' by DNI, within scope", async () => {
    const res = await call("GET", personal, { as: w.instructor, params: { dni: w.student.dni } });
    expect(res.data).toEqual({
      userId: w.student.externalId,
      dni: w.student.dni,
      name: given,
      surnames: `García ${surname}`,
      email: expect.any(String),
      mobilePhone: "+34600111222",
    });
    expect((await call("GET", personal, { as: w.instructor, params: { dni: w.outsider.dni } })).status).toBe(404);
  });

  it("'Asignaturas disponibles'", async () => {
    const res = await call("GET", courses, { as: w.coordinator, params: { user: w.student.externalId } });
    expect(res.data).toEqual([
      {
        externalId: w.courseA.externalId,
        uuid: w.courseA.uuid,
        titulation: w.degreeA.externalId,
        titulationName: "Grado en Historia",
        name: "Historia Antigua",
        description: null,
        term: "Primer cuatrimestre",
        created: expect.any(String),
        externalLink: null,
      },
    ]);
    expect((await call("GET", courses, { as: w.coordinator, params: { user: w.outsider.externalId } })).status).toBe(
      404,
    );
  });

  it("'Notas del alumno' by convocatoria", async () => {
    expect((await call("GET", convocatories, { as: w.instructor })).data).toContain(convocatory);
    const res = await call("GET", grades, { as: w.instructor, params: { user: w.student.externalId, convocatory } });
    expect(res.data).toEqual([
      {
        courseId: w.courseA.externalId,
        courseName: "Historia Antigua",
        term: "2025-2026",
        convocatory,
        grade: 8.25,
        gradeText: "Notable",
      },
    ]);
    expect(
      (await call("GET", grades, { as: w.instructor, params: { user: w.outsider.externalId, convocatory } })).status,
    ).toBe(404);
  });

  it("'Expedientes del alumno': dates and expediente.pdf after an upload; 404 before and outside scope", async () => {
    const params = { course: w.degreeA.externalId, user: w.student.externalId };
    expect((await call("GET", proceeding, { as: w.instructor, params })).status).toBe(404);
    expect(
      (
        await call("POST", upload, {
          as: w.instructor,
          params,
          body: multipart("file", await pdf("expediente de Ángela")),
        })
      ).status,
    ).toBe(200);
    const dates = await call("GET", proceeding, { as: w.instructor, params });
    expect(dates.data).toEqual({
      externalCourseId: w.degreeA.externalId,
      externalUserId: w.student.externalId,
      created: expect.any(String),
      modified: expect.any(String),
    });
    const file = await call("GET", download, { as: w.secretary, params });
    expect(file.res.headers.get("content-disposition")).toContain('filename="expediente.pdf"');
    expect(await responsePdfText(file.res)).toContain("expediente de Ángela");

    const outside = { course: w.degreeB.externalId, user: w.outsider.externalId };
    await call("POST", upload, { as: w.admin, params: outside, body: multipart("file", await pdf()) });
    expect((await call("GET", proceeding, { as: w.instructor, params: outside })).status).toBe(404);
    expect((await call("GET", download, { as: w.instructor, params: outside })).status).toBe(404);
    expect(
      (await call("POST", upload, { as: w.instructor, params: outside, body: multipart("file", await pdf()) })).status,
    ).toBe(404);
  });
});

describe("GET /student-record-api/users/list", () => {
  it("'Tus alumnos': the instructor's own students, one row per course", async () => {
    const res = await call("GET", myStudents, { as: w.instructor });
    expect(res.data).toEqual([
      {
        userId: w.student.externalId,
        name: given,
        surname: `García ${surname}`,
        courseId: w.courseA.externalId,
        courseName: "Historia Antigua",
      },
    ]);
  });
});
