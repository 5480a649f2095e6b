import { beforeAll, describe, expect, it } from "vitest";
import { GET as sessions } from "@/app/exams-api/venues/sessions/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { joinList, pick } from "@/lib/testing/waitlist";

// Exam sessions at 09:00 and 16:00, Madrid time, on days far ahead (the inscription window is the fixture's,
// open now). The other tests' exams without a default venue are offered at every venue, the new ones too:
// the lists are read within these days.
const MORNING = new Date("2031-05-20T07:00:00.000Z");
const AFTERNOON = new Date("2031-05-21T14:00:00.000Z");

let term: Awaited<ReturnType<typeof makeTerm>>;
let manager: TestUser;
beforeAll(async () => {
  term = await makeTerm();
  manager = await makeUser("ROLE_GES_EXAM");
});

const DAYS = { from: "2031-05-19", to: "2031-05-21" };
const sessionsOf = (query: Record<string, string>, as: TestUser = manager) =>
  call("GET", sessions, { as, query: { ...DAYS, ...query } });

describe("GET /exams-api/venues/sessions", () => {
  it("lists each venue session with its seats, taken, free and waiting, by date", async () => {
    const { course, students } = await makeExamCourse(3);
    const hall = await makeVenue(2);
    await makeExam(course.id, term.id, { option: "A", startsAt: MORNING, defaultHeadquarter: hall.id });
    await makeExam(course.id, term.id, { option: "B", startsAt: AFTERNOON, defaultHeadquarter: hall.id });
    const morningExam = await makeExam(course.id, term.id, {
      option: "C",
      startsAt: new Date("2031-05-19T07:00:00.000Z"),
      defaultHeadquarter: (await makeVenue(1)).id,
    });
    expect((await pick(students[0]!, morningExam.id, morningExam.defaultHeadquarter!)).status).toBe(201);
    expect((await joinList(students[1]!, morningExam.id, morningExam.defaultHeadquarter!)).status).toBe(201);

    const res = await sessionsOf({ venue: hall.id });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      content: [
        {
          venueId: hall.id,
          venueName: hall.name,
          startsAt: "2031-05-20T07:00:00.000Z",
          capacity: 2,
          taken: 0,
          free: 2,
          waiting: 0,
        },
        {
          venueId: hall.id,
          venueName: hall.name,
          startsAt: "2031-05-21T14:00:00.000Z",
          capacity: 2,
          taken: 0,
          free: 2,
          waiting: 0,
        },
      ],
      totalElements: 2,
    });
    const full = await sessionsOf({ venue: morningExam.defaultHeadquarter! });
    expect(full.data.content).toEqual([
      expect.objectContaining({ startsAt: "2031-05-19T07:00:00.000Z", capacity: 1, taken: 1, free: 0, waiting: 1 }),
    ]);
  });

  it("counts a choice, filters by exam day, and shows a venue without a limit as null capacity and free", async () => {
    const { course, students } = await makeExamCourse(1);
    const hall = await makeVenue(2);
    const online = await makeVenue(null);
    const exam = await makeExam(course.id, term.id, { option: "A", startsAt: MORNING, defaultHeadquarter: hall.id });
    await makeExam(course.id, term.id, { option: "B", startsAt: AFTERNOON, defaultHeadquarter: hall.id });
    const onlineExam = await makeExam(course.id, term.id, {
      option: "C",
      startsAt: MORNING,
      defaultHeadquarter: online.id,
      online: true,
    });
    expect((await pick(students[0]!, exam.id, hall.id)).status).toBe(201);
    const ended = await sessionsOf({ venue: hall.id, to: "2031-05-20" });
    expect(ended.data).toMatchObject({
      content: [{ startsAt: "2031-05-20T07:00:00.000Z", capacity: 2, taken: 1, free: 1, waiting: 0 }],
      totalElements: 1,
    });
    const later = await sessionsOf({ venue: hall.id, from: "2031-05-21" });
    expect(later.data.content).toMatchObject([{ startsAt: "2031-05-21T14:00:00.000Z", taken: 0, free: 2 }]);
    const unlimited = await sessionsOf({ venue: online.id, from: "2031-05-20", to: "2031-05-20" });
    expect(unlimited.data.content).toEqual([
      {
        venueId: online.id,
        venueName: online.name,
        startsAt: onlineExam.startsAt.toISOString(),
        capacity: null,
        taken: 0,
        free: null,
        waiting: 0,
      },
    ]);
  });

  it("answers a bad day with a 400 in Spanish", async () => {
    const res = await sessionsOf({ from: "2031-02-30" });
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/fecha/i);
  });

  it("is for exam support only: 403 for a student and an instructor, 200 for an administrator", async () => {
    for (const role of ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR"] as const) {
      expect((await sessionsOf({}, await makeUser(role))).status, role).toBe(403);
    }
    expect((await sessionsOf({ size: "1" }, await makeUser("ROLE_ADMIN"))).status).toBe(200);
    expect((await call("GET", sessions, { as: null })).status).toBe(401);
  });
});
