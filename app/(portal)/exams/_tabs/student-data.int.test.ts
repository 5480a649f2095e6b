import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import type { SessionUser } from "@/lib/auth/session-store";
import { requestListQuery } from "@/lib/exams/requests/schemas";
import { makeUser } from "@/lib/testing/fixtures";
import { DAY, enrol, makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { statementsOf } from "@/lib/testing/statements";
import { pick } from "@/lib/testing/waitlist";
import { loadStudentView } from "./student-data";

/** A student enrolled in `n` courses of two offered exams each, with a choice in the first course. */
async function studentWith(n: number): Promise<SessionUser> {
  const term = await makeTerm();
  const venue = await makeVenue(null);
  const student = await makeUser("ROLE_STUDENT");
  for (let i = 0; i < n; i++) {
    const { course } = await makeExamCourse(0, `Asignatura ${i + 1} de ${n}`);
    await enrol(course.id, student);
    const first = await makeExam(course.id, term.id, { option: "A", startsAt: new Date(Date.now() + (10 + i) * DAY) });
    await makeExam(course.id, term.id, { option: "B", startsAt: new Date(Date.now() + (40 + i) * DAY) });
    if (i === 0) expect((await pick(student, first.id, venue.id)).status).toBe(201);
  }
  return { ...student, givenName: "Prueba", familyName: `Con ${n} asignaturas`, email: null };
}

describe("the student's exam page", () => {
  let one: SessionUser;
  let twelve: SessionUser;
  beforeAll(async () => {
    one = await studentWith(1);
    twelve = await studentWith(12);
  });

  it("loads with the same number of SQL statements for 1 course as for 12", async () => {
    const db = await getDb();
    const query = requestListQuery.parse({});
    let small: Awaited<ReturnType<typeof loadStudentView>> | undefined;
    let large: typeof small;
    const forOne = await statementsOf(db, async () => (small = await loadStudentView(db, one, query, "es")));
    const forTwelve = await statementsOf(db, async () => (large = await loadStudentView(db, twelve, query, "es")));

    expect(small!.courses).toHaveLength(1);
    expect(large!.courses).toHaveLength(12);
    expect(large!.courses.every((c) => c.exams.map((e) => e.option).join() === "A,B")).toBe(true);
    expect(large!.courses.filter((c) => c.choice).map((c) => c.courseName)).toEqual(["Asignatura 1 de 12"]);
    expect(forOne.length).toBeGreaterThan(0);
    expect(forTwelve.length).toBe(forOne.length);
  });
});
