import { and, eq, inArray } from "drizzle-orm";
import { POST as submit } from "@/app/enrollments-api/requests/route";
import { getDb } from "@/lib/database";
import { academicYears, enrollmentCourses, enrollmentRequests, enrollmentTerms } from "@/db/schema";
import type { EnrollmentType } from "@/db/enums/enrollments";
import { call, makeUser, uniq, type TestUser } from "./fixtures";
import { addMember, makeCourse, makeDegree } from "./reference";

const HOUR = 3600_000;

/** An enrolment term; without `academicYearId` it has no year and belongs to the active one. */
export async function makeTerm(type: EnrollmentType, open = true, active = true, academicYearId?: number) {
  const db = await getDb();
  const now = Date.now();
  const [term] = await db
    .insert(enrollmentTerms)
    .values({
      type,
      active,
      name: `Convocatoria ${type} ${uniq()}`,
      startDate: new Date(open ? now - HOUR : now + 24 * HOUR),
      endDate: new Date(open ? now + 24 * HOUR : now + 48 * HOUR),
      academicYearId,
    })
    .returning();
  return term!;
}

/** Course `courseId`'s enrolment capacity in year `academicYearId`, written or overwritten. */
export async function setCapacity(
  academicYearId: number,
  courseId: number,
  maxEnrollments: number,
  enrollments = 0,
  credits = 6,
) {
  const db = await getDb();
  await db
    .insert(enrollmentCourses)
    .values({ academicYearId, courseId, credits, maxEnrollments, enrollments })
    .onConflictDoUpdate({
      target: [enrollmentCourses.academicYearId, enrollmentCourses.courseId],
      set: { maxEnrollments, enrollments, credits },
    });
}

/**
 * A degree with three enrolment courses (the last one full), a course of another degree, a student
 * of the first degree, another student, an admin and a secretary, an academic year (not the active
 * one) with the courses' capacities, and open terms of both types in that year.
 */
export async function enrollmentWorld() {
  const db = await getDb();
  const [student, other, admin, admin2, secretary, instructor] = await Promise.all([
    makeUser("ROLE_STUDENT", {
      givenName: "Lucía",
      familyName: "García Núñez",
      address: "Calle Mayor 1",
      city: "Ávila",
      zipCode: "05001",
    }),
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_ADMIN"),
    makeUser("ROLE_ADMIN"),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_INSTRUCTOR"),
  ]);
  const degree = await makeDegree("Grado en Historia");
  const otherDegree = await makeDegree("Grado en Física");
  const history = await makeCourse(degree.id, "Historia Antigua");
  const art = await makeCourse(degree.id, "Historia del Arte");
  const full = await makeCourse(degree.id, "Paleografía");
  const physics = await makeCourse(otherDegree.id, "Mecánica");
  const [year] = await db
    .insert(academicYears)
    .values({ externalId: `y-${uniq()}`, name: "Curso 2026-2027" })
    .returning();
  await setCapacity(year!.id, history.id, 30, 0, 6);
  await setCapacity(year!.id, art.id, 30, 0, 4.5);
  await setCapacity(year!.id, full.id, 2, 2, 3);
  await setCapacity(year!.id, physics.id, 30);
  await addMember(history.id, student.id, "STUDENT");
  await addMember(physics.id, other.id, "STUDENT");
  const termR = await makeTerm("R", true, true, year!.id);
  const termA = await makeTerm("A", true, true, year!.id);
  return {
    student,
    other,
    admin,
    admin2,
    secretary,
    instructor,
    degree,
    otherDegree,
    history,
    art,
    full,
    physics,
    year: year!,
    termR,
    termA,
  };
}

export type EnrollmentWorld = Awaited<ReturnType<typeof enrollmentWorld>>;

/** A valid full request by direct debit, for `world`'s student; override any field. */
export const fullRequest = (w: EnrollmentWorld, overrides: Record<string, unknown> = {}) => ({
  enrollmentType: "R",
  enrollmentTermId: w.termR.id,
  grade: w.degree.externalId,
  termId: w.year.externalId,
  timeOption: "FULL_TIME",
  courses: [w.history.externalId, w.art.externalId],
  generalDiscountOption: "DISCOUNT_FNCG",
  minusDiscountOption: "NO_MINUS",
  synchronousDiscountOption: "NO_SYNCHRONOUS",
  discountMH: true,
  discountConv: true,
  discountConvText: "Convenio Ayuntamiento",
  insuranceOption: "INSURANCE_LESS_28",
  paymentOption: "FULL_DOM",
  debtDocType: "ES",
  debtOption: "INDIVIDUAL",
  debtDNI: "12345678Z",
  debtName: "LUCÍA GARCÍA NÚÑEZ",
  debtAddress: "CALLE MAYOR 1",
  debtCity: "ÁVILA",
  debtZipCode: "05001",
  debtState: "ÁVILA",
  debtCountry: "ESPAÑA",
  debtIBAN: "ES91 2100 0418 4502 0005 1332",
  debtBIC: "CAIXESBBXXX",
  imageAuthorization: true,
  dataSAPI: false,
  ...overrides,
});

export const extensionRequest = (w: EnrollmentWorld, overrides: Record<string, unknown> = {}) => ({
  enrollmentType: "A",
  enrollmentTermId: w.termA.id,
  grade: w.degree.externalId,
  termId: w.year.externalId,
  timeOption: "PART_TIME",
  courses: [w.art.externalId],
  imageAuthorization: false,
  ...overrides,
});

/**
 * Deletes the pending requests of `world`'s students, so that a test can send one more: a student
 * has at most one pending request per call.
 */
export async function clearPendingRequests(w: EnrollmentWorld) {
  const db = await getDb();
  await db
    .delete(enrollmentRequests)
    .where(
      and(inArray(enrollmentRequests.userId, [w.student.id, w.other.id]), eq(enrollmentRequests.isProcessed, false)),
    );
}

/** Sends `json` (a full request by default) as `as` (the world's student by default); the new request's id. */
export async function submitted(w: EnrollmentWorld, json: unknown = fullRequest(w), as: TestUser = w.student) {
  const res = await call("POST", submit, { as, json });
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${JSON.stringify(res.data)}`);
  return res.data.id as number;
}

/** The enrolments counted on a course in year `academicYearId`. */
export async function seatsTaken(academicYearId: number, courseId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(enrollmentCourses)
    .where(and(eq(enrollmentCourses.academicYearId, academicYearId), eq(enrollmentCourses.courseId, courseId)));
  return row!.enrollments;
}

/** A multipart body with `files`, as the attachment endpoints read it. */
export function attachments(...entries: [string, Buffer][]) {
  const form = new FormData();
  for (const [name, bytes] of entries) form.append("files", new File([new Uint8Array(bytes)], name));
  return form;
}
