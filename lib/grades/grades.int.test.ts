import { beforeAll, describe, expect, it } from "vitest";
import { GET as getGrades } from "@/app/grades-api/grades/route";
import { GET as getProceedings } from "@/app/grades-api/proceedings/route";
import { GET as download } from "@/app/grades-api/proceedings/[courseId]/download/route";
import { POST as upload } from "@/app/grades-api/proceeding/[course]/[user]/route";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { proceedings, proceedingVersions, storedFiles } from "@/db/schema";
import { exe, multipart, pdf, png } from "@/lib/testing/files";
import { responsePdfText } from "@/lib/testing/pdf-text";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { addGrade, addMember, makeCourse, makeDegree } from "@/lib/testing/reference";

let student: TestUser, other: TestUser, secretary: TestUser, instructor: TestUser, outsider: TestUser;
let degree: Awaited<ReturnType<typeof makeDegree>>;

const put = (as: TestUser, course: string, user: string, form: FormData) =>
  call("POST", upload, { as, params: { course, user }, body: form });

beforeAll(async () => {
  [student, other, secretary, instructor, outsider] = await Promise.all([
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_INSTRUCTOR"),
    makeUser("ROLE_INSTRUCTOR"),
  ]);
  degree = await makeDegree("Grado en Historia");
  const course = await makeCourse(degree.id, "Historia Antigua");
  await addMember(course.id, student.id, "STUDENT");
  await addMember(course.id, instructor.id, "INSTRUCTOR");
  await addGrade({
    userId: student.id,
    courseId: course.id,
    term: "2025-2026",
    convocatory: "Ordinaria",
    grade: 7.5,
    gradeText: "Notable",
    surveyId: "s1",
    surveyUrl: "https://encuestas.example/s1",
  });
  await addGrade({
    userId: other.id,
    courseId: course.id,
    term: "2025-2026",
    convocatory: "Ordinaria",
    grade: 4,
    gradeText: "Suspenso",
  });
});

describe("GET /grades-api/grades", () => {
  it("answers the caller's grades only, with the survey url", async () => {
    const res = await call("GET", getGrades, { as: student });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([
      {
        courseId: expect.any(String),
        courseName: "Historia Antigua",
        grade: 7.5,
        gradeText: "Notable",
        term: "2025-2026",
        convocatory: "Ordinaria",
        surveyId: "s1",
        url: "https://encuestas.example/s1",
      },
    ]);
  });
});

describe("proceedings", () => {
  it("staff upload replaces the file and updates modified; the student reads and downloads it", async () => {
    const first = await put(secretary, degree.externalId, student.externalId, multipart("file", await pdf("primera")));
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ externalCourseId: degree.externalId, externalUserId: student.externalId });
    await new Promise((r) => setTimeout(r, 20));
    const second = await put(secretary, degree.externalId, student.externalId, multipart("file", await pdf("segunda")));
    expect(second.data.created).toBe(first.data.created);
    expect(new Date(second.data.modified).getTime()).toBeGreaterThan(new Date(first.data.modified).getTime());

    const list = await call("GET", getProceedings, { as: student });
    expect(list.data).toEqual([
      {
        externalCourseId: degree.externalId,
        degreeName: "Grado en Historia",
        created: first.data.created,
        modified: second.data.modified,
      },
    ]);

    const file = await call("GET", download, { as: student, params: { courseId: degree.externalId } });
    expect(file.status).toBe(200);
    expect(file.res.headers.get("content-type")).toBe("application/pdf");
    expect(file.res.headers.get("content-disposition")).toContain('filename="expediente.pdf"');
    expect(await responsePdfText(file.res)).toContain("segunda");
  });

  it("another student never gets the data", async () => {
    expect((await call("GET", getProceedings, { as: other })).data).toEqual([]);
    expect((await call("GET", download, { as: other, params: { courseId: degree.externalId } })).status).toBe(404);
  });

  it("an instructor uploads only for students of their courses", async () => {
    expect((await put(instructor, degree.externalId, student.externalId, multipart("file", await pdf()))).status).toBe(
      200,
    );
    expect((await put(outsider, degree.externalId, student.externalId, multipart("file", await pdf()))).status).toBe(
      404,
    );
  });

  it.each([
    ["no file", multipart("file", null), 400, "No se ha seleccionado ningún archivo de expediente"],
    ["an image", multipart("file", png(), "x.png", "image/png"), 415, "El expediente debe ser un archivo PDF"],
    ["a disguised executable", multipart("file", exe(), "expediente.pdf"), 415, undefined],
  ])("refuses %s", async (_, form, status, message) => {
    const res = await put(secretary, degree.externalId, student.externalId, form);
    expect(res.status).toBe(status);
    if (message) expect(res.data.message).toBe(message);
  });

  it("accepts only a degree the student is enrolled in, and for instructors one they teach", async () => {
    const [otherDegree, sharedDegree] = await Promise.all([makeDegree("Grado en Física"), makeDegree("Grado en Arte")]);
    const taughtByOthers = await makeCourse(sharedDegree.id, "Arte Moderno");
    await addMember(taughtByOthers.id, student.id, "STUDENT");
    const cases = [
      [
        secretary,
        otherDegree.externalId,
        409,
        "El alumno no está matriculado en ninguna asignatura de esta titulación",
      ],
      [
        instructor,
        otherDegree.externalId,
        409,
        "El alumno no está matriculado en ninguna asignatura de esta titulación",
      ],
      [instructor, sharedDegree.externalId, 403, "No impartes ni coordinas ninguna asignatura de esta titulación"],
      [secretary, sharedDegree.externalId, 200, undefined],
    ] as const;
    for (const [as, degreeId, status, message] of cases) {
      const res = await put(as, degreeId, student.externalId, multipart("file", await pdf()));
      expect(res.status, `${as.role} ${degreeId}`).toBe(status);
      if (message) expect(res.data.message).toBe(message);
    }
  });

  it("keeps every replaced file; concurrent uploads leave exactly one current file", async () => {
    const db = await getDb();
    const mine = await makeUser("ROLE_STUDENT");
    const course = await makeCourse(degree.id, "Historia Medieval");
    await addMember(course.id, mine.id, "STUDENT");
    const results = await Promise.all(
      ["uno", "dos", "tres", "cuatro"].map(async (t) =>
        put(secretary, degree.externalId, mine.externalId, multipart("file", await pdf(t))),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const current = await db.select().from(proceedings).where(eq(proceedings.userId, mine.id));
    expect(current).toHaveLength(1);
    const versions = await db
      .select()
      .from(proceedingVersions)
      .where(eq(proceedingVersions.proceedingId, current[0]!.id));
    expect(versions).toHaveLength(4);
    expect(versions.map((v) => v.fileId)).toContain(current[0]!.fileId);
    const kept = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          versions.map((v) => v.fileId),
        ),
      );
    expect(kept).toHaveLength(4);
  });

  it("answers 404 for an unknown degree or student", async () => {
    expect((await put(secretary, "no-existe", student.externalId, multipart("file", await pdf()))).status).toBe(404);
    expect((await put(secretary, degree.externalId, "no-existe", multipart("file", await pdf()))).status).toBe(404);
  });
});
