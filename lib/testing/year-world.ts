import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import {
  academicYears,
  enrollmentCourses,
  enrollmentTerms,
  examTerms,
  instanceTemplates,
  instanceTypes,
  tfgAllocationDegrees,
  tfgAllocations,
  tfgAreaDegrees,
  tfgAreaManagers,
  tfgAreas,
  tfgTermDegrees,
  tfgTerms,
  users,
} from "@/db/schema";
import { makeExam, makeTerm, makeVenue } from "./exams";
import { makeUser, uniq } from "./fixtures";
import { makeCourse, makeDegree } from "./reference";

/**
 * Last year ('2025-2026', inactive, a fresh externalId) with one of everything a new year copies: an
 * enrolment term, two courses' enrolment capacities (one open with 12 of 40 seats taken, one closed
 * and full), an instance template, an exam term with an ordinary and an extraordinary exam, an
 * AREA call that starts the day before the clocks change in 2027, an area managed by an instructor and
 * by a former instructor (now secretariat), and both people's allocation limits.
 */
export async function lastYearWorld() {
  const db = await getDb();
  const tag = uniq();
  const [year] = await db
    .insert(academicYears)
    .values({ externalId: `ay-${tag}`, name: "2025-2026" })
    .returning();
  const degree = await makeDegree(`Grado ${tag}`);
  const course = await makeCourse(degree.id);
  const fullCourse = await makeCourse(degree.id);
  const [director, former] = [await makeUser("ROLE_INSTRUCTOR"), await makeUser("ROLE_INSTRUCTOR")];

  await db.insert(enrollmentTerms).values({
    type: "R",
    active: true,
    name: "Matrícula 2025-2026",
    startDate: new Date("2025-07-01T07:00:00Z"), // 9:00 in Madrid
    endDate: new Date("2025-09-30T12:00:00Z"),
    academicYearId: year!.id,
  });
  await db.insert(enrollmentCourses).values([
    { academicYearId: year!.id, courseId: course.id, credits: 6, available: true, enrollments: 12, maxEnrollments: 40 },
    {
      academicYearId: year!.id,
      courseId: fullCourse.id,
      credits: 4.5,
      available: false,
      enrollments: 25,
      maxEnrollments: 25,
    },
  ]);
  const [type] = await db
    .insert(instanceTypes)
    .values({ name: `Certificados ${tag}` })
    .returning();
  await db.insert(instanceTemplates).values({
    typeId: type!.id,
    name: "Certificado académico 2025-2026",
    start: new Date("2025-09-01T07:00:00Z"),
    end: new Date("2026-06-30T21:59:00Z"), // 23:59 in Madrid
    termId: year!.id,
    active: true,
  });
  const examTerm = await makeTerm(`Ordinaria ${tag}`);
  await db.update(examTerms).set({ academicYearId: year!.id }).where(eq(examTerms.id, examTerm.id));
  const venue = await makeVenue(40);
  const exam = await makeExam(course.id, examTerm.id, {
    startsAt: new Date("2026-01-20T08:00:00Z"), // 9:00 in Madrid
    inscriptionStartsAt: new Date("2025-12-01T08:00:00Z"),
    inscriptionEndsAt: new Date("2026-01-10T22:59:00Z"),
    defaultHeadquarter: venue.id,
  });
  await makeExam(course.id, examTerm.id, { option: "EXTRA", extraordinaryOf: exam.id });

  const [call] = await db
    .insert(tfgTerms)
    .values({
      name: "Áreas 2025-2026",
      type: "AREA",
      academicYearId: year!.id,
      start: new Date("2026-03-28T08:00:00Z"), // 9:00 in Madrid, winter time
      end: new Date("2026-04-30T15:00:00Z"),
    })
    .returning();
  await db.insert(tfgTermDegrees).values({ termId: call!.id, degreeId: degree.id });
  const [area] = await db
    .insert(tfgAreas)
    .values({ name: `Inteligencia artificial ${tag}`, academicYearId: year!.id })
    .returning();
  await db.insert(tfgAreaDegrees).values({ areaId: area!.id, degreeId: degree.id });
  await db.insert(tfgAreaManagers).values([director, former].map((u) => ({ areaId: area!.id, userId: u.id })));
  for (const [person, limit, accepted] of [
    [director, 3, 2],
    [former, 2, 1],
  ] as const) {
    const [allocation] = await db
      .insert(tfgAllocations)
      .values({ instructorId: person.id, academicYearId: year!.id, limit, accepted })
      .returning();
    await db.insert(tfgAllocationDegrees).values({
      allocationId: allocation!.id,
      degreeId: degree.id,
      instructorId: person.id,
      academicYearId: year!.id,
    });
  }
  await db.update(users).set({ role: "ROLE_SECR" }).where(eq(users.id, former.id));
  return { year: year!, tag, degree, course, fullCourse, venue, director, former, examTerm, area: area! };
}
