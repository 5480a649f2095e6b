import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, degrees, proceedings, proceedingVersions } from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { studentInScope, visibleCourses } from "@/lib/auth/student-scope";
import { storeFile } from "@/lib/files/store";
import { membershipInYear } from "@/lib/academic-year/memberships";
import { msg } from "@/lib/i18n/message";

const PDF_ONLY = { mimeTypes: new Set(["application/pdf"]), message: msg("grades.errors.pdfOnly") };

/**
 * The degree a proceeding is uploaded for: one the student is enrolled in (a course of it), and for
 * instructors and coordinators one with a course they teach or coordinate.
 */
async function degreeForProceeding(db: Db, staff: SessionUser, studentId: number, degreeExternalId: string) {
  const [degree] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.externalId, degreeExternalId));
  if (!degree) throw new NotFoundError(msg("grades.errors.noDegree"));
  const enrolled = sql`exists (select 1 from ${courseMembers} where ${courseMembers.courseId} = ${courses.id}
    and ${courseMembers.userId} = ${studentId} and ${courseMembers.memberRole} = 'STUDENT' and ${membershipInYear()})`;
  const ofDegree = (scope: SQL) =>
    db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.degreeId, degree.id), enrolled, scope))
      .limit(1);
  if ((await ofDegree(sql`true`)).length === 0) throw new ConflictError(msg("grades.errors.notEnrolled"));
  if ((await ofDegree(visibleCourses(staff))).length === 0) throw new ForbiddenError(msg("grades.errors.notTaught"));
  return degree;
}

/**
 * Staff upload a student's proceeding for a degree. The new file becomes the current one in one
 * upsert (concurrent uploads leave exactly one), and every uploaded file stays in the history.
 */
export async function uploadProceeding(
  db: Db,
  staff: SessionUser,
  degreeExternalId: string,
  studentExternalId: string,
  file: { bytes: Buffer; name: string },
) {
  const student = await studentInScope(db, staff, studentExternalId);
  const degree = await degreeForProceeding(db, staff, student.id, degreeExternalId);
  const stored = await storeFile(db, staff, file.bytes, file.name, { only: PDF_ONLY });
  const now = new Date();
  const [row] = await db
    .insert(proceedings)
    .values({ userId: student.id, degreeId: degree.id, fileId: stored.id, createdAt: now, modifiedAt: now })
    .onConflictDoUpdate({
      target: [proceedings.userId, proceedings.degreeId],
      set: { fileId: stored.id, modifiedAt: now },
    })
    .returning();
  await db
    .insert(proceedingVersions)
    .values({ proceedingId: row!.id, fileId: stored.id, uploadedBy: staff.id, uploadedAt: now });
  return {
    externalCourseId: degreeExternalId,
    externalUserId: student.externalId,
    created: row!.createdAt.toISOString(),
    modified: row!.modifiedAt.toISOString(),
  };
}
