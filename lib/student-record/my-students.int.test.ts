import { beforeAll, describe, expect, it } from "vitest";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import type { SessionUser } from "@/lib/auth/session-store";
import { makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { addMember, makeCourse, makeDegree } from "@/lib/testing/reference";
import { myStudentsPage, myStudentsQuery, taughtCourses } from "./my-students";

let db: Db;
let instructor: SessionUser;
let both: TestUser, onlyA: TestUser, elsewhere: TestUser;
let courseA: { id: number; externalId: string }, courseB: { id: number; externalId: string };
const tag = uniq();

const asSession = (u: TestUser): SessionUser => ({ ...u, givenName: "Prueba", familyName: "Profesor", email: null });
const query = (extra: Record<string, string> = {}) => myStudentsQuery.parse({ size: "10", ...extra });

beforeAll(async () => {
  db = await getDb();
  const teacher = await makeUser("ROLE_INSTRUCTOR");
  instructor = asSession(teacher);
  [both, onlyA, elsewhere] = await Promise.all([
    makeUser("ROLE_STUDENT", { familyName: `Alonso ${tag}`, givenName: "Ana" }),
    makeUser("ROLE_STUDENT", { familyName: `Benítez ${tag}`, givenName: "Bruno" }),
    makeUser("ROLE_STUDENT", { familyName: `Castro ${tag}`, givenName: "Carla" }),
  ]);
  const degree = await makeDegree();
  courseA = await makeCourse(degree.id, `Historia ${tag}`);
  courseB = await makeCourse(degree.id, `Arte ${tag}`);
  const courseC = await makeCourse(degree.id, `Física ${tag}`);
  for (const c of [courseA, courseB]) await addMember(c.id, teacher.id, "INSTRUCTOR");
  await addMember(courseA.id, both.id, "STUDENT");
  await addMember(courseB.id, both.id, "STUDENT");
  await addMember(courseA.id, onlyA.id, "STUDENT");
  await addMember(courseC.id, elsewhere.id, "STUDENT");
});

describe("'Tus alumnos'", () => {
  it("lists each of the instructor's students once, with the courses they share, by surname", async () => {
    const page = await myStudentsPage(db, instructor, query());
    expect(page.totalElements).toBe(2);
    expect(page.content).toEqual([
      {
        userId: both.externalId,
        dni: both.dni,
        name: "Ana",
        surnames: `Alonso ${tag}`,
        courses: `Arte ${tag}, Historia ${tag}`,
      },
      {
        userId: onlyA.externalId,
        dni: onlyA.dni,
        name: "Bruno",
        surnames: `Benítez ${tag}`,
        courses: `Historia ${tag}`,
      },
    ]);
  });

  it("filters by one course and pages", async () => {
    const onlyB = await myStudentsPage(db, instructor, query({ course: courseB.externalId }));
    expect(onlyB.content.map((s) => s.userId)).toEqual([both.externalId]);
    const second = await myStudentsPage(db, instructor, query({ size: "1", page: "1" }));
    expect(second).toMatchObject({ totalElements: 2, content: [{ userId: onlyA.externalId }] });
  });

  it("offers the instructor's courses as the filter", async () => {
    expect(await taughtCourses(db, instructor)).toEqual([
      { externalId: courseB.externalId, name: `Arte ${tag}` },
      { externalId: courseA.externalId, name: `Historia ${tag}` },
    ]);
  });
});
