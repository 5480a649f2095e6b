import { beforeAll, describe, expect, it } from "vitest";
import { GET as organizations } from "@/app/exams-api/courses/organizations/route";
import { GET as venuesOfExam } from "@/app/exams-api/exams/[id]/venues/route";
import { getDb } from "@/lib/database";
import { examVenues } from "@/db/schema";
import { call, makeUser } from "@/lib/testing/fixtures";
import { DAY, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { pick } from "@/lib/testing/waitlist";

// Seed 001 §9: the online venue's id.
const ONLINE_VENUE_ID = "cntr_exam_99";

let term: Awaited<ReturnType<typeof makeTerm>>;
const online = { id: ONLINE_VENUE_ID };
beforeAll(async () => {
  term = await makeTerm();
  const db = await getDb();
  await db
    .insert(examVenues)
    .values({ id: ONLINE_VENUE_ID, name: "Examen online", capacity: null })
    .onConflictDoNothing();
});

describe("venues", () => {
  it("lists venues as {courseId, courseName, capacity}", async () => {
    const venue = await makeVenue(25);
    const res = await call("GET", organizations, { as: await makeUser("ROLE_ADMIN") });
    expect(res.data).toContainEqual({ courseId: venue.id, courseName: venue.name, capacity: 25 });
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
});
