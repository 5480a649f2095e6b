import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { studentInScope } from "@/lib/auth/student-scope";
import { makeUser, uniq } from "@/lib/testing/fixtures";
import { makeCourse, makeDegree } from "@/lib/testing/reference";
import { importCsv } from "./import-file";

const membersCsv = (rows: [string, string, string][]) =>
  ["courseExternalId,userExternalId,memberRole", ...rows.map((r) => r.join(","))].join("\n") + "\n";

describe("course-members import ends memberships", () => {
  it("is authoritative for the courses it names: after next year's file the instructor no longer reaches last year's students", async () => {
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

    const lastYear = await importCsv(
      db,
      "course-members",
      membersCsv([
        [course.externalId, instructor.externalId, "INSTRUCTOR"],
        [course.externalId, formerStudent.externalId, "STUDENT"],
        [untouched.externalId, instructor.externalId, "INSTRUCTOR"],
        [untouched.externalId, otherCourseStudent.externalId, "STUDENT"],
      ]),
    );
    expect(lastYear.ok).toBe(true);
    expect((await studentInScope(db, staff, formerStudent.externalId)).id).toBe(formerStudent.id);

    const nextYear = await importCsv(
      db,
      "course-members",
      membersCsv([
        [course.externalId, instructor.externalId, "INSTRUCTOR"],
        [course.externalId, newStudent.externalId, "STUDENT"],
      ]),
    );
    expect(nextYear.ok).toBe(true);
    await expect(studentInScope(db, staff, formerStudent.externalId)).rejects.toThrow("No se ha encontrado el alumno");
    expect((await studentInScope(db, staff, newStudent.externalId)).id).toBe(newStudent.id);
    // A course the file does not name keeps its members.
    expect((await studentInScope(db, staff, otherCourseStudent.externalId)).id).toBe(otherCourseStudent.id);
  });
});
