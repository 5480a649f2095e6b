import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as choose } from "@/app/exams-api/requests/route";
import { configuredEngine, getDb } from "@/lib/database";
import { examRequests, examVenueSessions } from "@/db/schema";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { DAY, HOUR, enrol, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";

// PGlite runs one transaction at a time and would hide a race: these run on real PostgreSQL only.
const pick = (student: TestUser, examId: number, headquarterId: string) =>
  call("POST", choose, { as: student, json: { examId, headquarterId } });

describe.skipIf(configuredEngine() !== "postgres")("booking races on PostgreSQL", () => {
  it("50 students racing for the last 3 seats: exactly 3 get one, 47 get 423, and the counter stays at capacity", async () => {
    const { course, students } = await makeExamCourse(57);
    const term = await makeTerm();
    const venue = await makeVenue(10);
    const exam = await makeExam(course.id, term.id, { defaultHeadquarter: venue.id });
    for (const early of students.slice(0, 7)) expect((await pick(early, exam.id, venue.id)).status).toBe(201);

    const results = await Promise.all(students.slice(7).map((student) => pick(student, exam.id, venue.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 423)).toHaveLength(47);

    const db = await getDb();
    const [session] = await db
      .select({ taken: examVenueSessions.taken })
      .from(examVenueSessions)
      .where(and(eq(examVenueSessions.venueId, venue.id), eq(examVenueSessions.startsAt, exam.startsAt)));
    expect(session!.taken).toBe(10);
    const [booked] = await db.select({ n: count() }).from(examRequests).where(eq(examRequests.examId, exam.id));
    expect(Number(booked!.n)).toBe(10);
  });

  it("one student racing two overlapping exams of different courses gets exactly one", async () => {
    const term = await makeTerm();
    const venue = await makeVenue(100);
    for (let round = 0; round < 5; round++) {
      const a = await makeExamCourse(1);
      const b = await makeExamCourse(0);
      const student = a.students[0]!;
      await enrol(b.course.id, student);
      const start = new Date(Date.now() + (20 + round) * DAY);
      const first = await makeExam(a.course.id, term.id, { startsAt: start });
      const second = await makeExam(b.course.id, term.id, { startsAt: new Date(start.getTime() + HOUR) });
      const results = await Promise.all([pick(student, first.id, venue.id), pick(student, second.id, venue.id)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.data.message).toBe("Ya ha elegido un examen para esta fecha");
      const db = await getDb();
      const [held] = await db.select({ n: count() }).from(examRequests).where(eq(examRequests.userId, student.id));
      expect(Number(held!.n)).toBe(1);
    }
  });

  it("one student racing two options of one course gets exactly one", async () => {
    const term = await makeTerm();
    const venue = await makeVenue(100);
    const { course, students } = await makeExamCourse(1);
    const a = await makeExam(course.id, term.id, { option: "A", startsAt: new Date(Date.now() + 10 * DAY) });
    const b = await makeExam(course.id, term.id, { option: "B", startsAt: new Date(Date.now() + 11 * DAY) });
    const results = await Promise.all([pick(students[0]!, a.id, venue.id), pick(students[0]!, b.id, venue.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
