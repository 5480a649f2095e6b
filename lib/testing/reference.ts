import { getDb } from "@/lib/database";
import { courseMembers, courses, degrees, grades } from "@/db/schema";
import { uniq } from "./fixtures";

export async function makeDegree(name = "Grado de prueba") {
  const db = await getDb();
  const [row] = await db
    .insert(degrees)
    .values({ externalId: `g-${uniq()}`, name })
    .returning();
  return row!;
}

export async function makeCourse(degreeId: number, name = "Asignatura de prueba") {
  const db = await getDb();
  const [row] = await db
    .insert(courses)
    .values({ externalId: `c-${uniq()}`, name, degreeId, term: "Primer cuatrimestre", credits: 6 })
    .returning();
  return row!;
}

export async function addMember(
  courseId: number,
  userId: number,
  memberRole: "STUDENT" | "INSTRUCTOR" | "COORDINATOR",
) {
  const db = await getDb();
  await db.insert(courseMembers).values({ courseId, userId, memberRole });
}

export async function addGrade(values: typeof grades.$inferInsert) {
  const db = await getDb();
  const [row] = await db.insert(grades).values(values).returning();
  return row!;
}
