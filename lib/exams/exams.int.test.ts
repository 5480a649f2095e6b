import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as courses } from "@/app/exams-api/courses/route";
import { GET as coursesOfPerson } from "@/app/exams-api/courses/[coordinatorOrUser]/route";
import { GET as organizations } from "@/app/exams-api/courses/organizations/route";
import { GET as enrollments } from "@/app/exams-api/courses/users/[user]/enrollments/route";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { POST as extraordinary } from "@/app/exams-api/exams/[id]/extraordinary/route";
import { POST as generate } from "@/app/exams-api/exams/[id]/generate/route";
import { GET as getInstructions, POST as uploadInstructions } from "@/app/exams-api/exams/[id]/instructions/route";
import { GET as getQuestions, POST as uploadQuestions } from "@/app/exams-api/exams/[id]/questions/route";
import { GET as courseExams } from "@/app/exams-api/exams/courses/[courseId]/route";
import { POST as csvUpload } from "@/app/exams-api/exams/csv/route";
import { GET as listExams } from "@/app/exams-api/exams/route";
import { DELETE as deleteTerm, PATCH as patchTerm } from "@/app/exams-api/terms/[id]/route";
import { GET as listTerms, POST as createTerm } from "@/app/exams-api/terms/route";
import { getDb } from "@/db";
import { exams } from "@/db/schema";
import { toCsv } from "@/lib/import/to-csv";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { DAY, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { multipart, pdf } from "@/lib/testing/files";
import { EXAM_CSV_COLUMNS } from "./csv-import";
import { NO_FILE_SELECTED, examUpdatedMessage, extraordinaryCreatedMessage, missingFileMessage } from "./schemas";

let support: TestUser;
let term: Awaited<ReturnType<typeof makeTerm>>;
beforeAll(async () => {
  support = await makeUser("ROLE_ADMIN");
  term = await makeTerm();
});

const id = (value: number) => ({ id: String(value) });

describe("exam lists", () => {
  it("lists every exam for support, only the visible ones of enabled terms with fullExamList=false, searchable", async () => {
    const { course } = await makeExamCourse(0, `Historia ${uniq()}`);
    const disabled = await makeTerm(undefined, false);
    const shown = await makeExam(course.id, term.id, { option: "A" });
    const hidden = await makeExam(course.id, term.id, { option: "B", visible: false });
    const offTerm = await makeExam(course.id, disabled.id, { option: "C" });
    const ids = (res: { data: { content: { id: number }[] } }) => res.data.content.map((e) => e.id).sort();
    const full = await call("GET", listExams, { as: support, query: { search: course.name, size: "100" } });
    expect(ids(full)).toEqual([shown.id, hidden.id, offTerm.id].sort());
    expect(full.data.totalElements).toBe(3);
    const offered = await call("GET", listExams, {
      as: support,
      query: { search: course.name, fullExamList: "false" },
    });
    expect(ids(offered)).toEqual([shown.id]);
    expect(offered.data.content[0]).toMatchObject({
      courseId: course.externalId,
      option: "A",
      state: "NOT_UPLOADED",
      duration: 120,
      termName: term.name,
    });
  });

  it("gives a student only the offered exams of their courses, and 404 for a course they are not enrolled in", async () => {
    const mine = await makeExamCourse(1);
    const other = await makeExamCourse(0);
    const shown = await makeExam(mine.course.id, term.id, { option: "A" });
    await makeExam(mine.course.id, term.id, { option: "B", visible: false });
    await makeExam(other.course.id, term.id);
    const student = mine.students[0]!;
    const list = await call("GET", listExams, { as: student });
    expect(list.data.content.map((e: { id: number }) => e.id)).toEqual([shown.id]);
    const ofCourse = await call("GET", courseExams, { as: student, params: { courseId: mine.course.externalId } });
    expect(ofCourse.data.map((e: { id: number }) => e.id)).toEqual([shown.id]);
    expect(
      (await call("GET", courseExams, { as: student, params: { courseId: other.course.externalId } })).status,
    ).toBe(404);
  });

  it("gives an instructor and a coordinator every exam of their own courses and 404 for others", async () => {
    const mine = await makeExamCourse(0);
    const other = await makeExamCourse(0);
    await makeExam(mine.course.id, term.id, { option: "A" });
    await makeExam(mine.course.id, term.id, { option: "B", visible: false });
    for (const staff of [mine.instructor, mine.coordinator]) {
      const res = await call("GET", courseExams, { as: staff, params: { courseId: mine.course.externalId } });
      expect(res.data.map((e: { option: string }) => e.option)).toEqual(["A", "B"]);
      expect(
        (await call("GET", courseExams, { as: staff, params: { courseId: other.course.externalId } })).status,
      ).toBe(404);
    }
    expect(
      (
        await call("GET", detail, {
          as: other.instructor,
          params: id((await makeExam(mine.course.id, term.id, { option: "Z" })).id),
        })
      ).status,
    ).toBe(404);
  });
});

describe("courses and venues", () => {
  it("lists venues as {courseId, courseName, capacity}", async () => {
    const venue = await makeVenue(25);
    const res = await call("GET", organizations, { as: support });
    expect(res.data).toContainEqual({ courseId: venue.id, courseName: venue.name, capacity: 25 });
  });

  it("lists a person's courses and enrolments: oneself, or anyone for support; 404 for others", async () => {
    const { course, instructor, students } = await makeExamCourse(1);
    const student = students[0]!;
    const row = { courseId: course.externalId, courseName: course.name };
    expect(
      (await call("GET", coursesOfPerson, { as: instructor, params: { coordinatorOrUser: instructor.externalId } }))
        .data,
    ).toEqual([row]);
    expect(
      (await call("GET", coursesOfPerson, { as: support, params: { coordinatorOrUser: student.externalId } })).data,
    ).toEqual([row]);
    expect(
      (await call("GET", coursesOfPerson, { as: student, params: { coordinatorOrUser: instructor.externalId } }))
        .status,
    ).toBe(404);
    expect((await call("GET", enrollments, { as: student, params: { user: student.externalId } })).data).toEqual([row]);
    expect((await call("GET", enrollments, { as: support, params: { user: student.externalId } })).data).toEqual([row]);
    const other = await makeUser("ROLE_STUDENT");
    expect((await call("GET", enrollments, { as: other, params: { user: student.externalId } })).status).toBe(404);
    expect((await call("GET", courses, { as: instructor })).data).toEqual([row]);
    expect((await call("GET", courses, { as: support })).data).toContainEqual(row);
  });
});

describe("terms", () => {
  it("creates, enables and disables, and deletes a term; deleting one that exams use is refused", async () => {
    const name = `Ordinaria ${uniq()}`;
    const created = await call("POST", createTerm, { as: support, json: { name } });
    expect(created).toMatchObject({ status: 201, data: { name, enabled: true } });
    expect((await call("POST", createTerm, { as: support, json: { name: name.toUpperCase() } })).status).toBe(409);
    expect((await call("POST", createTerm, { as: support, json: { name: " " } })).status).toBe(400);
    const termId = String(created.data.id);
    expect(
      (await call("PATCH", patchTerm, { as: support, params: { id: termId }, json: { enabled: false } })).data.enabled,
    ).toBe(false);
    expect((await call("GET", listTerms, { as: support })).data).toContainEqual({
      id: created.data.id,
      name,
      enabled: false,
    });
    const { course } = await makeExamCourse(0);
    const used = await makeExam(course.id, created.data.id);
    const refused = await call("DELETE", deleteTerm, { as: support, params: { id: termId } });
    expect(refused).toMatchObject({
      status: 409,
      data: { message: "No se puede eliminar la convocatoria porque hay exámenes que la usan" },
    });
    const db = await getDb();
    await db.delete(exams).where(eq(exams.id, used.id));
    expect((await call("DELETE", deleteTerm, { as: support, params: { id: termId } })).status).toBe(200);
    expect((await call("DELETE", deleteTerm, { as: support, params: { id: termId } })).status).toBe(404);
  });
});

describe("POST /exams-api/exams/csv", () => {
  const upload = (rows: (string | number)[][], header?: string) => {
    let text = toCsv(EXAM_CSV_COLUMNS, rows);
    if (header) text = text.replace(/^.*\n/, `${header}\n`);
    return call("POST", csvUpload, {
      as: support,
      body: multipart("file", Buffer.from(text), "examenes.csv", "text/csv"),
    });
  };

  it("imports exams with ISO 8601 and DD/MM/YYYY HH:mm (Madrid) dates, and upserts by course, term and option", async () => {
    const { course } = await makeExamCourse(0);
    const venue = await makeVenue(10);
    const rows = [
      [
        course.externalId,
        "A",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "true",
        "false",
        venue.id,
      ],
      [
        course.externalId,
        "B",
        "16/06/2031 10:30",
        60,
        "01/05/2031 00:00",
        "15/05/2031 23:59",
        term.id,
        "false",
        "true",
        "",
      ],
    ];
    expect(await upload(rows)).toMatchObject({ status: 200, data: { rows: 2 } });
    const list = await call("GET", courseExams, { as: support, params: { courseId: course.externalId } });
    expect(list.data).toMatchObject([
      {
        option: "A",
        date: "2031-06-15T09:00:00.000Z",
        duration: 90,
        visible: true,
        online: false,
        defaultHeadquarter: venue.id,
      },
      {
        option: "B",
        date: "2031-06-16T08:30:00.000Z",
        duration: 60,
        visible: false,
        online: true,
        defaultHeadquarter: null,
      },
    ]);
    rows[0]![3] = 100;
    expect((await upload(rows)).status).toBe(200);
    const again = await call("GET", courseExams, { as: support, params: { courseId: course.externalId } });
    expect(again.data).toHaveLength(2);
    expect(again.data[0].duration).toBe(100);
  });

  it("rejects the whole file, reporting every bad line by number", async () => {
    const { course } = await makeExamCourse(0);
    const good = [
      course.externalId,
      "A",
      "2031-06-15T09:00:00Z",
      90,
      "2031-05-01T00:00:00Z",
      "2031-05-15T00:00:00Z",
      term.id,
      "true",
      "false",
      "",
    ];
    const res = await upload([
      good,
      [
        course.externalId,
        "AB",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "true",
        "false",
        "",
      ],
      [
        course.externalId,
        "C",
        "31/02/2031 10:00",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "true",
        "false",
        "",
      ],
      [
        "NO-EXISTE",
        "D",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        999999,
        "true",
        "false",
        "nope",
      ],
      [
        course.externalId,
        "E",
        "2031-06-15T09:00:00Z",
        90,
        "2031-05-01T00:00:00Z",
        "2031-05-15T00:00:00Z",
        term.id,
        "sí",
        "false",
        "",
      ],
    ]);
    expect(res.status).toBe(400);
    const errors: string[] = res.data.errors.file;
    expect(errors.some((e) => e.startsWith("línea 3: option"))).toBe(true);
    expect(errors.some((e) => e.startsWith("línea 4: date"))).toBe(true);
    expect(errors.filter((e) => e.startsWith("línea 5"))).toHaveLength(3);
    expect(errors.some((e) => e.startsWith("línea 6: visible"))).toBe(true);
    expect(errors.some((e) => e.startsWith("línea 2"))).toBe(false);
    expect((await call("GET", courseExams, { as: support, params: { courseId: course.externalId } })).data).toEqual([]);
  });

  it("rejects a wrong header and a missing file", async () => {
    expect((await upload([], "courseId,option")).status).toBe(400);
    const none = await call("POST", csvUpload, { as: support, body: multipart("file", null) });
    expect(none).toMatchObject({ status: 400, data: { message: NO_FILE_SELECTED } });
  });
});

describe("POST /exams-api/exams/{id}/extraordinary", () => {
  it("creates an extraordinary exam from an exam: 'Examen extraordinario {id} creado'", async () => {
    const { course } = await makeExamCourse(0);
    const source = await makeExam(course.id, term.id, { option: "A", online: true });
    const date = new Date(Date.now() + 50 * DAY).toISOString();
    const res = await call("POST", extraordinary, {
      as: support,
      params: id(source.id),
      json: { examId: source.id, option: "E", date },
    });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe(extraordinaryCreatedMessage(res.data.id));
    const created = await call("GET", detail, { as: support, params: id(res.data.id) });
    expect(created.data).toMatchObject({
      option: "E",
      date,
      courseId: course.externalId,
      online: true,
      visible: false,
      duration: 120,
    });
  });

  it.each([
    ["an empty option", { option: "" }, false],
    ["a past date", { date: new Date(Date.now() - DAY).toISOString() }, false],
    ["an exam whose date has passed", {}, true],
  ])("refuses %s with 400", async (_, change, pastExam) => {
    const { course } = await makeExamCourse(0);
    const source = await makeExam(course.id, term.id, pastExam ? { startsAt: new Date(Date.now() - DAY) } : {});
    const body = { examId: source.id, option: "E", date: new Date(Date.now() + 5 * DAY).toISOString(), ...change };
    expect((await call("POST", extraordinary, { as: support, params: id(source.id), json: body })).status).toBe(400);
  });
});

describe("instructor files and the online package", () => {
  it("uploads instructions and questions separately, several files each, then serves them as zips named by option", async () => {
    const { course, instructor } = await makeExamCourse(0);
    const exam = await makeExam(course.id, term.id, { option: "B", online: true });
    const none = await call("POST", uploadInstructions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", null),
    });
    expect(none).toMatchObject({ status: 400, data: { message: NO_FILE_SELECTED } });
    expect(await call("GET", getInstructions, { as: instructor, params: id(exam.id) })).toMatchObject({
      status: 404,
      data: { message: missingFileMessage("instrucciones") },
    });
    expect(await call("GET", getQuestions, { as: support, params: id(exam.id) })).toMatchObject({
      status: 404,
      data: { message: missingFileMessage("preguntas") },
    });

    const two = multipart("files", await pdf("Instrucciones 1"), "normas.pdf");
    two.append(
      "files",
      new File([new Uint8Array(await pdf("Instrucciones 2"))], "normas.pdf", { type: "application/pdf" }),
    );
    const first = await call("POST", uploadInstructions, { as: instructor, params: id(exam.id), body: two });
    expect(first).toMatchObject({ status: 200, data: { message: examUpdatedMessage(exam.id), state: "NOT_UPLOADED" } });
    const second = await call("POST", uploadQuestions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", await pdf("Preguntas"), "preguntas.pdf"),
    });
    expect(second).toMatchObject({ status: 200, data: { message: examUpdatedMessage(exam.id), state: "UPLOADED" } });

    const zipRes = await call("GET", getInstructions, { as: support, params: id(exam.id) });
    expect(zipRes.res.headers.get("content-disposition")).toContain("Examen B - instrucciones.zip");
    const zip = await JSZip.loadAsync(await zipRes.res.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(["normas (2).pdf", "normas.pdf"]);
    const q = await call("GET", getQuestions, { as: instructor, params: id(exam.id) });
    expect(q.res.headers.get("content-disposition")).toContain("Examen B - preguntas.zip");
    const shown = await call("GET", detail, { as: instructor, params: id(exam.id) });
    expect(shown.data).toMatchObject({
      instructionsFileName: "normas.pdf, normas.pdf",
      questionsFileName: "preguntas.pdf",
    });

    const stranger = await makeUser("ROLE_INSTRUCTOR");
    expect(
      (
        await call("POST", uploadQuestions, {
          as: stranger,
          params: id(exam.id),
          body: multipart("files", await pdf(), "p.pdf"),
        })
      ).status,
    ).toBe(404);
  });

  it("generates the online package only for an online exam whose upload is correct, and records who and when", async () => {
    const { course, instructor } = await makeExamCourse(0);
    const offline = await makeExam(course.id, term.id, { option: "A", state: "UPLOAD_CORRECT" });
    const exam = await makeExam(course.id, term.id, { option: "B", online: true });
    expect((await call("POST", generate, { as: support, params: id(offline.id) })).status).toBe(409);
    const early = await call("POST", generate, { as: support, params: id(exam.id) });
    expect(early.status).toBe(409);
    expect(early.data.message).toContain("no se puede generar el examen online");

    await call("POST", uploadInstructions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", await pdf("I"), "instrucciones.pdf"),
    });
    await call("POST", uploadQuestions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", await pdf("Q"), "preguntas.pdf"),
    });
    const db = await getDb();
    await db.update(exams).set({ state: "UPLOAD_CORRECT" }).where(eq(exams.id, exam.id));
    const res = await call("POST", generate, { as: support, params: id(exam.id) });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("application/zip");
    const zip = await JSZip.loadAsync(await res.res.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(
      expect.arrayContaining(["instrucciones/instrucciones.pdf", "preguntas/preguntas.pdf", "manifest.json"]),
    );
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
    expect(manifest).toMatchObject({
      courseId: course.externalId,
      option: "B",
      date: exam.startsAt.toISOString(),
      duration: 120,
    });
    const after = await call("GET", detail, { as: support, params: id(exam.id) });
    expect(after.data.packageGeneratedBy).toContain("Prueba");
    expect(after.data.packageGeneratedAt).not.toBeNull();
  });
});
