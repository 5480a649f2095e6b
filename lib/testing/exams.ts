import { getDb } from "@/lib/database";
import { examTerms, examVenues, exams } from "@/db/schema";
import { makeUser, uniq, type TestUser } from "./fixtures";
import { addMember, makeCourse, makeDegree } from "./reference";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export async function makeTerm(name = `Convocatoria ${uniq()}`, enabled = true) {
  const db = await getDb();
  const [term] = await db.insert(examTerms).values({ name, enabled }).returning();
  return term!;
}

/** A venue with a unique id (tests share the PostgreSQL database); null capacity = no limit. */
export async function makeVenue(capacity: number | null, id = `cntr_t_${uniq()}`) {
  const db = await getDb();
  const [venue] = await db
    .insert(examVenues)
    .values({ id, name: `Sede ${id}`, capacity })
    .returning();
  return venue!;
}

/** An exam open for inscription now, held `inDays` days ahead for two hours. */
export async function makeExam(courseId: number, termId: number, overrides: Partial<typeof exams.$inferInsert> = {}) {
  const db = await getDb();
  const now = Date.now();
  const [exam] = await db
    .insert(exams)
    .values({
      courseId,
      termId,
      option: "A",
      startsAt: new Date(now + 10 * DAY),
      durationMinutes: 120,
      inscriptionStartsAt: new Date(now - DAY),
      inscriptionEndsAt: new Date(now + DAY),
      ...overrides,
    })
    .returning();
  return exam!;
}

/** A course with an instructor, a coordinator and `students` enrolled students. */
export async function makeExamCourse(students = 1, name = "Asignatura de examen") {
  const degree = await makeDegree();
  const course = await makeCourse(degree.id, name);
  const instructor = await makeUser("ROLE_INSTRUCTOR");
  const coordinator = await makeUser("ROLE_COORD");
  await addMember(course.id, instructor.id, "INSTRUCTOR");
  await addMember(course.id, coordinator.id, "COORDINATOR");
  const enrolled: TestUser[] = [];
  for (let i = 0; i < students; i++) {
    const student = await makeUser("ROLE_STUDENT");
    await addMember(course.id, student.id, "STUDENT");
    enrolled.push(student);
  }
  return { course, instructor, coordinator, students: enrolled };
}

/** Enrols an existing student in a course. */
export const enrol = (courseId: number, student: TestUser) => addMember(courseId, student.id, "STUDENT");
