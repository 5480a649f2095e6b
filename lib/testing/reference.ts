import { getDb } from "@/lib/database";
import { academicYears, courseMembers, courses, degrees, grades } from "@/db/schema";
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

/** A membership from the information system: of the active year, or of `academicYearId`. */
export async function addMember(
  courseId: number,
  userId: number,
  memberRole: "STUDENT" | "INSTRUCTOR" | "COORDINATOR",
  academicYearId?: number,
) {
  const db = await getDb();
  await db.insert(courseMembers).values({ courseId, userId, memberRole, academicYearId });
}

/** A past academic year, never active: its memberships grant nothing this year. */
export async function makePastYear() {
  const db = await getDb();
  const [year] = await db
    .insert(academicYears)
    .values({ externalId: `ay-${uniq()}`, name: "2024-2025" })
    .returning();
  return year!;
}

export async function addGrade(values: typeof grades.$inferInsert) {
  const db = await getDb();
  const [row] = await db.insert(grades).values(values).returning();
  return row!;
}
