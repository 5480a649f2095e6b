import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as venuesOfExam } from "@/app/exams-api/exams/[id]/venues/route";
import { DELETE as deleteRequest, POST as requestOnBehalf } from "@/app/exams-api/requests/[id]/route";
import { GET as activeRequests } from "@/app/exams-api/requests/active/route";
import { GET as choiceOfCourse } from "@/app/exams-api/requests/courses/[courseId]/route";
import { GET as choiceOfUser } from "@/app/exams-api/requests/courses/[courseId]/users/[user]/route";
import { GET as download } from "@/app/exams-api/requests/courses/download/route";
import { GET as listRequests, POST as choose } from "@/app/exams-api/requests/route";
import { getDb } from "@/db";
import { examVenueSessions } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { DAY, enrol, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { ONLINE_VENUE_ID } from "./constants";
import { OUT_OF_DEADLINE_MESSAGE, VENUE_FULL_MESSAGE } from "./schemas";

// Seed 001 §8: the one text of the choice's 409, for an overlapping exam and for a course already chosen.
const CHOICE_CONFLICT = "Ya ha elegido un examen para esta fecha";

let term: Awaited<ReturnType<typeof makeTerm>>;
let support: TestUser;
let online: { id: string };

beforeAll(async () => {
  term = await makeTerm();
  support = await makeUser("ROLE_GES_EXAM");
  const db = await getDb();
  const { examVenues } = await import("@/db/schema");
  await db
    .insert(examVenues)
    .values({ id: ONLINE_VENUE_ID, name: "Examen online", capacity: null })
    .onConflictDoNothing();
  online = { id: ONLINE_VENUE_ID };
});

const pick = (student: TestUser, examId: number, headquarterId: string) =>
  call("POST", choose, { as: student, json: { examId, headquarterId } });

async function seatsTaken(venueId: string, startsAt: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ taken: examVenueSessions.taken })
    .from(examVenueSessions)
    .where(and(eq(examVenueSessions.venueId, venueId), eq(examVenueSessions.startsAt, startsAt)));
  return row?.taken ?? 0;
}

describe("POST /exams-api/requests", () => {
  it("records a choice, takes a seat, and answers the course lookup; 404 before", async () => {
    const { course, students } = await makeExamCourse(1);
    const venue = await makeVenue(10);
    const exam = await makeExam(course.id, term.id);
    const [student] = students;
    expect((await call("GET", choiceOfCourse, { as: student, params: { courseId: course.externalId } })).status).toBe(
      404,
    );
    const res = await pick(student!, exam.id, venue.id);
    expect(res.status).toBe(201);
    // Seed 001 §3: id, userId (the student's external id, as the request lists give it), examId, courseId, headquarterId, created.
    expect(res.data).toEqual({
      id: expect.any(Number),
      userId: student!.externalId,
      examId: exam.id,
      courseId: course.externalId,
      headquarterId: venue.id,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await seatsTaken(venue.id, exam.startsAt)).toBe(1);
    const lookup = await call("GET", choiceOfCourse, { as: student, params: { courseId: course.externalId } });
    expect(lookup.status).toBe(200);
    expect(lookup.data).toMatchObject({
      examId: exam.id,
      examOption: "A",
      headquarterId: venue.id,
      courseId: course.externalId,
    });
  });

  it.each([
    [
      "before the window opens",
      { inscriptionStartsAt: new Date(Date.now() + HOUR), inscriptionEndsAt: new Date(Date.now() + DAY) },
    ],
    [
      "after the window closed",
      { inscriptionStartsAt: new Date(Date.now() - 2 * DAY), inscriptionEndsAt: new Date(Date.now() - HOUR) },
    ],
  ])("answers 406 %s, telling the student to consult the advisor", async (_, window) => {
    const { course, students } = await makeExamCourse(1);
    const venue = await makeVenue(10);
    const exam = await makeExam(course.id, term.id, window);
    const res = await pick(students[0]!, exam.id, venue.id);
    expect(res.status).toBe(406);
    expect(res.data.message).toBe(OUT_OF_DEADLINE_MESSAGE);
    expect(res.data.message).toContain("asesor académico");
  });

  it("answers 409 'Ya ha elegido un examen para esta fecha' for an overlapping exam of another course; adjacent exams are fine", async () => {
    const a = await makeExamCourse(1);
    const b = await makeExamCourse(0);
    const c = await makeExamCourse(0);
    const student = a.students[0]!;
    await enrol(b.course.id, student);
    await enrol(c.course.id, student);
    const venue = await makeVenue(10);
    const start = new Date(Date.now() + 20 * DAY);
    const first = await makeExam(a.course.id, term.id, { startsAt: start, durationMinutes: 120 });
    const overlapping = await makeExam(b.course.id, term.id, {
      startsAt: new Date(start.getTime() + HOUR),
      durationMinutes: 60,
    });
    const adjacent = await makeExam(c.course.id, term.id, { startsAt: new Date(start.getTime() + 2 * HOUR) });
    expect((await pick(student, first.id, venue.id)).status).toBe(201);
    const res = await pick(student, overlapping.id, venue.id);
    expect(res).toMatchObject({ status: 409, data: { message: CHOICE_CONFLICT } });
    expect(await seatsTaken(venue.id, overlapping.startsAt)).toBe(0);
    expect((await pick(student, adjacent.id, venue.id)).status).toBe(201);
  });

  it("answers the same 409 'Ya ha elegido un examen para esta fecha' when the course already has a choice", async () => {
    const { course, students } = await makeExamCourse(1);
    const venue = await makeVenue(10);
    const a = await makeExam(course.id, term.id, { option: "A", startsAt: new Date(Date.now() + 10 * DAY) });
    const b = await makeExam(course.id, term.id, { option: "B", startsAt: new Date(Date.now() + 12 * DAY) });
    expect((await pick(students[0]!, a.id, venue.id)).status).toBe(201);
    expect(await pick(students[0]!, b.id, venue.id)).toMatchObject({
      status: 409,
      data: { message: CHOICE_CONFLICT },
    });
    expect(await seatsTaken(venue.id, b.startsAt)).toBe(0);
  });

  it("answers 423 when the venue's seats at that date and time are full; exams at the same venue and time share them", async () => {
    const one = await makeExamCourse(1);
    const two = await makeExamCourse(1);
    const venue = await makeVenue(1);
    const start = new Date(Date.now() + 30 * DAY);
    const a = await makeExam(one.course.id, term.id, { startsAt: start });
    const b = await makeExam(two.course.id, term.id, { startsAt: start });
    expect((await pick(one.students[0]!, a.id, venue.id)).status).toBe(201);
    const full = await pick(two.students[0]!, b.id, venue.id);
    expect(full).toMatchObject({ status: 423, data: { message: VENUE_FULL_MESSAGE } });
    expect(full.data.message).toMatch(/otra sede.*asesor/);
    expect(await seatsTaken(venue.id, start)).toBe(1);
    expect(
      (await call("GET", choiceOfCourse, { as: two.students[0]!, params: { courseId: two.course.externalId } })).status,
    ).toBe(404);
  });

  it("refuses a venue with no seats at all (capacity 0) with 423", async () => {
    const { course, students } = await makeExamCourse(1);
    const venue = await makeVenue(0);
    const exam = await makeExam(course.id, term.id);
    expect((await pick(students[0]!, exam.id, venue.id)).status).toBe(423);
  });

  it("decides in the specification's order: window, overlap, course, seats", async () => {
    const a = await makeExamCourse(1);
    const b = await makeExamCourse(0);
    const student = a.students[0]!;
    await enrol(b.course.id, student);
    const fullVenue = await makeVenue(0);
    const venue = await makeVenue(5);
    const start = new Date(Date.now() + 40 * DAY);
    const held = await makeExam(a.course.id, term.id, { option: "A", startsAt: start });
    expect((await pick(student, held.id, venue.id)).status).toBe(201);
    const closedOverlap = await makeExam(b.course.id, term.id, {
      option: "A",
      startsAt: start,
      inscriptionEndsAt: new Date(Date.now() - HOUR),
    });
    expect((await pick(student, closedOverlap.id, fullVenue.id)).status).toBe(406);
    const sameCourseOverlap = await makeExam(a.course.id, term.id, {
      option: "B",
      startsAt: new Date(start.getTime() + HOUR),
    });
    expect(await pick(student, sameCourseOverlap.id, fullVenue.id)).toMatchObject({
      status: 409,
      data: { message: CHOICE_CONFLICT },
    });
    const sameCourseLater = await makeExam(a.course.id, term.id, {
      option: "C",
      startsAt: new Date(start.getTime() + DAY),
    });
    expect(await pick(student, sameCourseLater.id, fullVenue.id)).toMatchObject({
      status: 409,
      data: { message: CHOICE_CONFLICT },
    });
  });

  it("offers venues by section 5: the default headquarter only (all when none matches), else all but the online one", async () => {
    const { course, students } = await makeExamCourse(1);
    const student = students[0]!;
    const venue = await makeVenue(4);
    const other = await makeVenue(4);
    const withDefault = await makeExam(course.id, term.id, { option: "A", defaultHeadquarter: venue.id });
    const withoutDefault = await makeExam(course.id, term.id, {
      option: "B",
      startsAt: new Date(Date.now() + 15 * DAY),
    });
    const offered = async (examId: number) =>
      (
        (await call("GET", venuesOfExam, { as: student, params: { id: String(examId) } })).data as {
          courseId: string;
        }[]
      ).map((v) => v.courseId);
    expect(await offered(withDefault.id)).toEqual([venue.id]);
    const all = await offered(withoutDefault.id);
    expect(all).toEqual(expect.arrayContaining([venue.id, other.id]));
    expect(all).not.toContain(ONLINE_VENUE_ID);
    expect((await pick(student, withDefault.id, other.id)).status).toBe(400);
    expect((await pick(student, withoutDefault.id, online.id)).status).toBe(400);
  });

  it("offers the online venue without a seat limit when an exam names it", async () => {
    const { course, students } = await makeExamCourse(2);
    const exam = await makeExam(course.id, term.id, { online: true, defaultHeadquarter: ONLINE_VENUE_ID });
    const venues = await call("GET", venuesOfExam, { as: students[0]!, params: { id: String(exam.id) } });
    expect(venues.data).toEqual([
      { courseId: ONLINE_VENUE_ID, courseName: "Examen online", capacity: null, seatsLeft: null },
    ]);
    for (const student of students) expect((await pick(student, exam.id, ONLINE_VENUE_ID)).status).toBe(201);
  });

  it("shows the seats left per venue", async () => {
    const { course, students } = await makeExamCourse(2);
    const venue = await makeVenue(3);
    const exam = await makeExam(course.id, term.id, { defaultHeadquarter: venue.id });
    await pick(students[0]!, exam.id, venue.id);
    const res = await call("GET", venuesOfExam, { as: students[1]!, params: { id: String(exam.id) } });
    expect(res.data).toEqual([{ courseId: venue.id, courseName: venue.name, capacity: 3, seatsLeft: 2 }]);
  });

  it("hides exams the student may not choose: another course, invisible, or a disabled term (404)", async () => {
    const mine = await makeExamCourse(1);
    const theirs = await makeExamCourse(0);
    const venue = await makeVenue(5);
    const disabled = await makeTerm(undefined, false);
    const student = mine.students[0]!;
    const cases = [
      await makeExam(theirs.course.id, term.id),
      await makeExam(mine.course.id, term.id, { option: "H", visible: false }),
      await makeExam(mine.course.id, disabled.id, { option: "D" }),
    ];
    for (const exam of cases) expect((await pick(student, exam.id, venue.id)).status).toBe(404);
  });
});

describe("DELETE /exams-api/requests/{id}", () => {
  it("deletes the choice and frees its seat in the same transaction", async () => {
    const one = await makeExamCourse(2);
    const venue = await makeVenue(1);
    const exam = await makeExam(one.course.id, term.id);
    const [first, second] = one.students;
    const created = await pick(first!, exam.id, venue.id);
    expect((await pick(second!, exam.id, venue.id)).status).toBe(423);
    expect((await call("DELETE", deleteRequest, { as: second!, params: { id: String(created.data.id) } })).status).toBe(
      404,
    );
    expect((await call("DELETE", deleteRequest, { as: first!, params: { id: String(created.data.id) } })).status).toBe(
      200,
    );
    expect(await seatsTaken(venue.id, exam.startsAt)).toBe(0);
    expect((await pick(second!, exam.id, venue.id)).status).toBe(201);
  });

  it("lets a student delete only within the window; support at any time", async () => {
    const { course, students } = await makeExamCourse(1);
    const venue = await makeVenue(5);
    const exam = await makeExam(course.id, term.id, { inscriptionEndsAt: new Date(Date.now() - HOUR) });
    const made = await call("POST", requestOnBehalf, {
      as: support,
      params: { id: students[0]!.externalId },
      json: { examId: exam.id, headquarterId: venue.id },
    });
    expect(made.status).toBe(201);
    const id = String(made.data.id);
    expect((await call("DELETE", deleteRequest, { as: students[0]!, params: { id } })).status).toBe(406);
    expect((await call("DELETE", deleteRequest, { as: support, params: { id } })).status).toBe(200);
  });
});

describe("POST /exams-api/requests/{user} (out of deadline)", () => {
  it("skips the deadline and the offer, but keeps the overlap and seat rules", async () => {
    const one = await makeExamCourse(2);
    const venue = await makeVenue(1);
    const closed = await makeExam(one.course.id, term.id, {
      visible: false,
      inscriptionEndsAt: new Date(Date.now() - DAY),
    });
    const onBehalf = (student: TestUser, json: object) =>
      call("POST", requestOnBehalf, { as: support, params: { id: student.externalId }, json });
    expect(
      await onBehalf(one.students[0]!, {
        examId: closed.id,
        headquarterId: venue.id,
        userId: one.students[0]!.externalId,
      }),
    ).toMatchObject({ status: 201, data: { userId: one.students[0]!.externalId, courseId: one.course.externalId } });
    expect((await onBehalf(one.students[1]!, { examId: closed.id, headquarterId: venue.id })).status).toBe(423);
    expect(await onBehalf(one.students[0]!, { examId: closed.id, headquarterId: venue.id })).toMatchObject({
      status: 409,
      data: { message: CHOICE_CONFLICT },
    });
    expect(
      (await onBehalf(one.students[1]!, { examId: closed.id, headquarterId: venue.id, userId: "otro" })).status,
    ).toBe(400);
    const lookup = await call("GET", choiceOfUser, {
      as: support,
      params: { courseId: one.course.externalId, user: one.students[0]!.externalId },
    });
    expect(lookup).toMatchObject({ status: 200, data: { examId: closed.id } });
    const none = await call("GET", choiceOfUser, {
      as: support,
      params: { courseId: one.course.externalId, user: one.students[1]!.externalId },
    });
    expect(none.status).toBe(404);
  });

  it("refuses a student who is not enrolled in the exam's course (404)", async () => {
    const { course } = await makeExamCourse(0);
    const outsider = await makeUser("ROLE_STUDENT");
    const exam = await makeExam(course.id, term.id);
    const venue = await makeVenue(3);
    const res = await call("POST", requestOnBehalf, {
      as: support,
      params: { id: outsider.externalId },
      json: { examId: exam.id, headquarterId: venue.id },
    });
    expect(res.status).toBe(404);
  });
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
