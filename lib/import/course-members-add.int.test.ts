import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { studentInScope } from "@/lib/auth/student-scope";
import { makeUser, uniq } from "@/lib/testing/fixtures";
import { makeCourse, makeDegree } from "@/lib/testing/reference";
import { importCsv } from "./import-file";

const membersCsv = (rows: [string, string, string][]) =>
  ["courseExternalId,userExternalId,memberRole", ...rows.map((r) => r.join(","))].join("\n") + "\n";

// --replace, which ends a year's unlisted memberships, is tested on a year of its own
// (lib/enrollments/requests/year-export.int.test.ts): on the active year it would end other tests' members.
describe("course-members import without --replace", () => {
  it("adds and updates the active year's memberships, and ends none: the instructor still reaches last file's students", async () => {
    const db = await getDb();
    const degree = await makeDegree(`Grado ${uniq()}`);
    const [course, untouched] = await Promise.all([makeCourse(degree.id, "Álgebra"), makeCourse(degree.id, "Cálculo")]);
    const [instructor, formerStudent, newStudent, otherCourseStudent] = await Promise.all([
      makeUser("ROLE_INSTRUCTOR"),
      makeUser("ROLE_STUDENT"),
      makeUser("ROLE_STUDENT"),
      makeUser("ROLE_STUDENT"),
    ]);
    const staff = {
      id: instructor.id,
      externalId: instructor.externalId,
      givenName: "P",
      familyName: "P",
      email: null,
      role: "ROLE_INSTRUCTOR" as const,
    };

    const first = await importCsv(
      db,
      "course-members",
      membersCsv([
        [course.externalId, instructor.externalId, "INSTRUCTOR"],
        [course.externalId, formerStudent.externalId, "STUDENT"],
        [untouched.externalId, instructor.externalId, "INSTRUCTOR"],
        [untouched.externalId, otherCourseStudent.externalId, "STUDENT"],
      ]),
    );
    expect(first.ok).toBe(true);
    expect((await studentInScope(db, staff, formerStudent.externalId)).id).toBe(formerStudent.id);

    const corrected = membersCsv([
      [course.externalId, instructor.externalId, "INSTRUCTOR"],
      [course.externalId, newStudent.externalId, "STUDENT"],
      [untouched.externalId, instructor.externalId, "INSTRUCTOR"],
    ]);
    // Without --replace a file adds and updates: the former student is still reached.
    expect((await importCsv(db, "course-members", corrected)).ok).toBe(true);
    expect((await studentInScope(db, staff, formerStudent.externalId)).id).toBe(formerStudent.id);
    expect((await studentInScope(db, staff, newStudent.externalId)).id).toBe(newStudent.id);
  });
});
