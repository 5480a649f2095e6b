import { beforeAll, describe, expect, it } from "vitest";
import { GET as choiceOfCourse } from "@/app/exams-api/requests/courses/[courseId]/route";
import { call } from "@/lib/testing/fixtures";
import { DAY, enrol, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { pick, seats } from "@/lib/testing/waitlist";

// Seed 001 §8: the one text of the choice's 409, for an overlapping exam and for a course already chosen.
const CHOICE_CONFLICT = "Ya ha elegido un examen para esta fecha";

let term: Awaited<ReturnType<typeof makeTerm>>;
beforeAll(async () => {
  term = await makeTerm();
});

const taken = async (venueId: string, startsAt: Date) => (await seats(venueId, startsAt)).taken;

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
    expect(await taken(venue.id, exam.startsAt)).toBe(1);
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
    expect(res.data.message).toBe(
      "El plazo de petición de este examen no está abierto. Consulta con tu asesor académico",
    );
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
    expect(await taken(venue.id, overlapping.startsAt)).toBe(0);
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
    expect(await taken(venue.id, b.startsAt)).toBe(0);
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
    expect(full.status).toBe(423);
    // The venues with seats are named (every other venue of the shared test database has them).
    expect(full.data.message).toMatch(
      /^La sede elegida no tiene plazas libres para este examen\. Elige otra sede con plazas \(.+\), apúntate a su lista de espera o contacta con tu asesor académico$/,
    );
    expect(full.data.message).not.toContain(venue.name);
    expect(await taken(venue.id, start)).toBe(1);
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
