import { describe, expect, it } from "vitest";
import { ROLES } from "@/db/enums/roles";
import { isValidIdNumber } from "@/lib/validation/spanish-id";
import { DEMO_ACCOUNTS } from "./accounts";
import { buildDemoUniversity } from "./university";

const university = buildDemoUniversity();
const students = university.users.filter((user) => user.role === "ROLE_STUDENT");

describe("buildDemoUniversity", () => {
  it("is the same on every call", () => {
    expect(buildDemoUniversity()).toEqual(university);
  });

  it("has the minimum catalogue and one user per role", () => {
    expect(university.degrees.length).toBeGreaterThanOrEqual(2);
    expect(university.courses.length).toBeGreaterThanOrEqual(12);
    expect(students.length).toBeGreaterThanOrEqual(60);
    for (const role of ROLES)
      expect(
        university.users.some((user) => user.role === role),
        role,
      ).toBe(true);
    for (const account of DEMO_ACCOUNTS) expect(university.users).toContainEqual(expect.objectContaining(account));
  });

  it("gives people valid, unique identity numbers and accented names", () => {
    for (const user of university.users) expect(isValidIdNumber(user.idType, user.dni), user.dni).toBe(true);
    expect(new Set(university.users.map((user) => user.dni)).size).toBe(university.users.length);
    expect(new Set(university.users.map((user) => user.email)).size).toBe(university.users.length);
    expect(university.users.some((user) => /[áéíóúñÁÉÍÓÚÑ]/.test(user.familyName))).toBe(true);
  });

  it("gives most students a Spanish mobile, and a few none", () => {
    const withMobile = students.filter((student) => student.mobilePhone !== null);
    for (const student of withMobile) expect(student.mobilePhone).toMatch(/^\+346\d{8}$/);
    expect(withMobile.length).toBeGreaterThan(students.length * 0.8);
    expect(withMobile.length).toBeLessThan(students.length);
  });

  it("enrols every student in several courses of their degree", () => {
    const degreeOf = new Map(university.courses.map((course) => [course.externalId, course.degreeExternalId]));
    for (const student of students) {
      const enrolled = university["course-members"].filter(
        (m) => m.userExternalId === student.externalId && m.memberRole === "STUDENT",
      );
      expect(enrolled.length, student.externalId).toBeGreaterThanOrEqual(3);
      expect(new Set(enrolled.map((m) => degreeOf.get(m.courseExternalId))).size).toBe(1);
    }
  });

  it("staffs every course with an instructor and its degree's coordinator", () => {
    for (const course of university.courses) {
      const staff = university["course-members"].filter((m) => m.courseExternalId === course.externalId);
      expect(
        staff.some((m) => m.memberRole === "INSTRUCTOR"),
        course.externalId,
      ).toBe(true);
      expect(staff.filter((m) => m.memberRole === "COORDINATOR")).toHaveLength(1);
    }
  });

  it("grades demo-alumno, with pending surveys, in courses demo-profesor teaches", () => {
    const grades = university.grades.filter((grade) => grade.userExternalId === "demo-alumno");
    expect(grades.some((grade) => grade.convocatory === "Extraordinaria")).toBe(true);
    const pending = grades.filter((grade) => grade.surveyId !== null);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const grade of pending) expect(grade.surveyUrl).toMatch(/^https:\/\//);
    const taught = university["course-members"]
      .filter((m) => m.userExternalId === "demo-profesor")
      .map((m) => m.courseExternalId);
    const taken = university["course-members"]
      .filter((m) => m.userExternalId === "demo-alumno")
      .map((m) => m.courseExternalId);
    expect(taught.filter((course) => taken.includes(course)).length).toBeGreaterThanOrEqual(2);
  });
});
