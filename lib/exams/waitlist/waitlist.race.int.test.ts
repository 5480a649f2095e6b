import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configuredEngine, getDb } from "@/lib/database";
import { examRequests } from "@/db/schema";
import { type TestUser } from "@/lib/testing/fixtures";
import { enrol, HOUR, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { dropChoice, entriesOf, joinList, pick, seats } from "@/lib/testing/waitlist";

// PGlite runs one transaction at a time and would hide a race: this runs on real PostgreSQL only.
describe.skipIf(configuredEngine() !== "postgres")("waiting-list races on PostgreSQL", () => {
  it("50 waiters while 10 seats free at once: exactly the first 10 eligible are promoted, in order", async () => {
    const term = await makeTerm();
    const { course, students } = await makeExamCourse(60);
    const venue = await makeVenue(10);
    const exam = await makeExam(course.id, term.id, { defaultHeadquarter: venue.id });
    const holders = students.slice(0, 10);
    const waiters = students.slice(10);
    const choices: number[] = [];
    for (const holder of holders) choices.push((await pick(holder, exam.id, venue.id)).data.id);
    for (const waiter of waiters) expect((await joinList(waiter, exam.id, venue.id)).status).toBe(201);

    // Waiters 3 and 8 in line hold an overlapping exam of another course: they are passed over.
    const other = await makeExamCourse(0);
    const clash = await makeExam(other.course.id, term.id, { startsAt: new Date(exam.startsAt.getTime() + HOUR) });
    const elsewhere = await makeVenue(10);
    const busy = [waiters[2]!, waiters[7]!];
    for (const student of busy) {
      await enrol(other.course.id, student);
      expect((await pick(student, clash.id, elsewhere.id)).status).toBe(201);
    }

    const results = await Promise.all(holders.map((holder, i) => dropChoice(holder, choices[i]!)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));

    const eligible = waiters.filter((w) => !busy.includes(w));
    const expected = eligible
      .slice(0, 10)
      .map((w) => w.id)
      .sort((a, b) => a - b);
    const db = await getDb();
    const seated = await db
      .select({ userId: examRequests.userId })
      .from(examRequests)
      .where(
        and(
          eq(examRequests.examId, exam.id),
          inArray(
            examRequests.userId,
            waiters.map((w) => w.id),
          ),
        ),
      );
    expect(seated.map((r) => r.userId).sort((a, b) => a - b)).toEqual(expected);
    expect(await seats(venue.id, exam.startsAt)).toEqual({ taken: 10, capacity: 10, choices: 10 });

    // Everyone still waiting keeps their order, numbered 1, 2, 3… without gaps; the passed-over two lead.
    const still = waiters.filter((w) => !expected.includes(w.id));
    const positions: number[] = [];
    for (const waiter of still)
      positions.push(...(await entriesOf(waiter as TestUser)).data.map((e: { position: number }) => e.position));
    expect(positions).toEqual(still.map((_, i) => i + 1));
    expect(still.slice(0, 2)).toEqual(busy);
  });

  it("50 students joining a full session at once get positions 1 to 50, each once", async () => {
    const term = await makeTerm();
    const { course, students } = await makeExamCourse(51);
    const venue = await makeVenue(1);
    const exam = await makeExam(course.id, term.id, { defaultHeadquarter: venue.id });
    expect((await pick(students[0]!, exam.id, venue.id)).status).toBe(201);
    const joined = await Promise.all(students.slice(1).map((s) => joinList(s, exam.id, venue.id)));
    expect(joined.map((r) => r.status)).toEqual(Array(50).fill(201));
    const positions = (await Promise.all(students.slice(1).map((s) => entriesOf(s)))).map((r) => r.data[0].position);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
