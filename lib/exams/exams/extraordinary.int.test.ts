import { beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { POST as extraordinary } from "@/app/exams-api/exams/[id]/extraordinary/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { DAY, makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";

let support: TestUser;
let term: Awaited<ReturnType<typeof makeTerm>>;
beforeAll(async () => {
  support = await makeUser("ROLE_ADMIN");
  term = await makeTerm();
});

const id = (value: number) => ({ id: String(value) });

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
    expect(res.data.message).toBe(`Examen extraordinario ${res.data.id} creado`);
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
