import { beforeAll, describe, expect, it } from "vitest";
import { GET as courses } from "@/app/exams-api/courses/route";
import { GET as coursesOfPerson } from "@/app/exams-api/courses/[coordinatorOrUser]/route";
import { GET as enrollments } from "@/app/exams-api/courses/users/[user]/enrollments/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExamCourse } from "@/lib/testing/exams";

let support: TestUser;
beforeAll(async () => {
  support = await makeUser("ROLE_ADMIN");
});

describe("courses", () => {
  it("lists a person's courses and enrolments: oneself, or anyone for support; 404 for others", async () => {
    const { course, instructor, students } = await makeExamCourse(1);
    const student = students[0]!;
    const row = { courseId: course.externalId, courseName: course.name };
    expect(
      (await call("GET", coursesOfPerson, { as: instructor, params: { coordinatorOrUser: instructor.externalId } }))
        .data,
    ).toEqual([row]);
    expect(
      (await call("GET", coursesOfPerson, { as: support, params: { coordinatorOrUser: student.externalId } })).data,
    ).toEqual([row]);
    expect(
      (await call("GET", coursesOfPerson, { as: student, params: { coordinatorOrUser: instructor.externalId } }))
        .status,
    ).toBe(404);
    expect((await call("GET", enrollments, { as: student, params: { user: student.externalId } })).data).toEqual([row]);
    expect((await call("GET", enrollments, { as: support, params: { user: student.externalId } })).data).toEqual([row]);
    const other = await makeUser("ROLE_STUDENT");
    expect((await call("GET", enrollments, { as: other, params: { user: student.externalId } })).status).toBe(404);
    expect((await call("GET", courses, { as: instructor })).data).toEqual([row]);
    expect((await call("GET", courses, { as: support })).data).toContainEqual(row);
  });
});
