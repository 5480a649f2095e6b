import { beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { POST as extraordinary } from "@/app/exams-api/exams/[id]/extraordinary/route";
import { GET as courseExams } from "@/app/exams-api/exams/courses/[courseId]/route";
import { GET as listExams } from "@/app/exams-api/exams/route";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { DAY, makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";

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

describe("POST /exams-api/exams/{id}/extraordinary", () => {
  it("creates an extraordinary exam from an exam, named by its course and option", async () => {
    const { course } = await makeExamCourse(0);
    const source = await makeExam(course.id, term.id, { option: "A", online: true });
    const date = new Date(Date.now() + 50 * DAY).toISOString();
    const res = await call("POST", extraordinary, {
      as: support,
      params: id(source.id),
      json: { examId: source.id, option: "E", date },
    });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe("Se ha creado el examen extraordinario E de Asignatura de examen");
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
