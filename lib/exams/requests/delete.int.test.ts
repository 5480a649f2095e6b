import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRequest, POST as requestOnBehalf } from "@/app/exams-api/requests/[id]/route";
import { GET as choiceOfUser } from "@/app/exams-api/requests/courses/[courseId]/users/[user]/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { DAY, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { pick, seats } from "@/lib/testing/waitlist";

// Seed 001 §8: the one text of the choice's 409, for an overlapping exam and for a course already chosen.
const CHOICE_CONFLICT = "Ya ha elegido un examen para esta fecha";

let term: Awaited<ReturnType<typeof makeTerm>>;
let support: TestUser;
beforeAll(async () => {
  term = await makeTerm();
  support = await makeUser("ROLE_GES_EXAM");
});

const taken = async (venueId: string, startsAt: Date) => (await seats(venueId, startsAt)).taken;

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
    expect(await taken(venue.id, exam.startsAt)).toBe(0);
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
