import { makeUser, type TestUser } from "./fixtures";
import { addMember, makeCourse, makeDegree } from "./reference";

/**
 * Two degrees with one course each: `student` is in course A (taught by `instructor`, coordinated by
 * `coordinator`); `outsider` is a student of course B only, which none of them teaches.
 */
export async function scopeWorld(names: { family?: string; given?: string } = {}) {
  const [student, outsider, instructor, coordinator, secretary, admin] = await Promise.all([
    makeUser("ROLE_STUDENT", {
      givenName: names.given ?? "Lucía",
      familyName: names.family ?? "García Pérez",
      mobilePhone: "+34600111222",
    }),
    makeUser("ROLE_STUDENT", { mobilePhone: "+34600333444" }),
    makeUser("ROLE_INSTRUCTOR"),
    makeUser("ROLE_COORD"),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_ADMIN"),
  ]);
  const degreeA = await makeDegree("Grado en Historia");
  const degreeB = await makeDegree("Grado en Física");
  const courseA = await makeCourse(degreeA.id, "Historia Antigua");
  const courseB = await makeCourse(degreeB.id, "Mecánica");
  await addMember(courseA.id, student.id, "STUDENT");
  await addMember(courseA.id, instructor.id, "INSTRUCTOR");
  await addMember(courseA.id, coordinator.id, "COORDINATOR");
  await addMember(courseB.id, outsider.id, "STUDENT");
  return { student, outsider, instructor, coordinator, secretary, admin, degreeA, degreeB, courseA, courseB };
}

export type ScopeWorld = Awaited<ReturnType<typeof scopeWorld>>;
export type { TestUser };
