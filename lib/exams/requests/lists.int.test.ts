import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as requestOnBehalf } from "@/app/exams-api/requests/[id]/route";
import { GET as activeRequests } from "@/app/exams-api/requests/active/route";
import { GET as download } from "@/app/exams-api/requests/courses/download/route";
import { GET as listRequests } from "@/app/exams-api/requests/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { DAY, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { pick } from "@/lib/testing/waitlist";

let term: Awaited<ReturnType<typeof makeTerm>>;
let support: TestUser;
beforeAll(async () => {
  term = await makeTerm();
  support = await makeUser("ROLE_GES_EXAM");
});

describe("request lists", () => {
  it("a student sees only their requests; an instructor those of their courses; a coordinator the active ones of theirs", async () => {
    const mine = await makeExamCourse(2);
    const other = await makeExamCourse(1);
    const venue = await makeVenue(10);
    const exam = await makeExam(mine.course.id, term.id);
    const past = await makeExam(mine.course.id, term.id, {
      option: "P",
      startsAt: new Date(Date.now() - 5 * DAY),
      durationMinutes: 60,
    });
    const otherExam = await makeExam(other.course.id, term.id);
    await pick(mine.students[0]!, exam.id, venue.id);
    await call("POST", requestOnBehalf, {
      as: support,
      params: { id: mine.students[1]!.externalId },
      json: { examId: past.id, headquarterId: venue.id },
    });
    await pick(other.students[0]!, otherExam.id, venue.id);

    const own = await call("GET", listRequests, { as: mine.students[0]! });
    expect(own.data.totalElements).toBe(1);
    expect(own.data.content[0]).toMatchObject({
      userId: mine.students[0]!.externalId,
      examOption: "A",
      courseName: mine.course.name,
      headquarterName: venue.name,
    });

    const reservations = await call("GET", listRequests, { as: mine.instructor });
    expect(reservations.data.content.map((r: { courseId: string }) => r.courseId)).toEqual([
      mine.course.externalId,
      mine.course.externalId,
    ]);

    const activeRows = await call("GET", activeRequests, { as: mine.coordinator });
    expect(activeRows.data.totalElements).toBe(1);
    expect(activeRows.data.content[0]).toMatchObject({ examId: exam.id, userId: mine.students[0]!.externalId });
  });

  it("downloads the coordinator's active requests as choices.xlsx with a header row, dates as dates and column widths", async () => {
    const mine = await makeExamCourse(1, "Álgebra Lineal");
    const venue = await makeVenue(10);
    const exam = await makeExam(mine.course.id, term.id);
    await pick(mine.students[0]!, exam.id, venue.id);
    const res = await call("GET", download, { as: mine.coordinator });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-disposition")).toContain('filename="choices.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Id",
      "Usuario",
      "Examen",
      "Curso",
      "Sede",
      "Fecha de petición",
    ]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe("Examen A");
    expect(sheet.getRow(2).getCell(4).value).toBe("Álgebra Lineal");
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
    expect(sheet.getColumn(4).width).toBeGreaterThan(10);
  });
});
