import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, degrees, interactionAttachments, interactions } from "@/db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { studentInScope, visibleCourses } from "@/lib/auth/student-scope";
import { sanitizeFileName } from "@/lib/files/file-name";
import { deleteStoredFile, storedFileDownload, storeFile } from "@/lib/files/store";
import { msg, type Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import type { z } from "@/lib/validation/z";
import { mayEdit, visibleInteraction } from "./queries";
import type { CreateInteractionBody, updateInteractionBody } from "./schemas";
import { membershipInYear } from "@/lib/academic-year/memberships";

/** A 400 whose field errors say the same (in Spanish until the API translates field errors per request). */
const invalid = (message: Msg, field: string) => new ValidationError(message, { [field]: [translate("es", message)] });

/** The upload's refusal without a file (lib/files takes a text: said in Spanish until it takes a catalogue key). */
export const ATTACHMENT_MISSING = translate("es", msg("interactions.errors.attachmentMissing"));

/** The degree and course ids named by externalIds; the course must belong to the degree. */
async function placeOf(db: Db, titulation?: string, course?: string) {
  let degreeId: number | null = null;
  let courseId: number | null = null;
  if (course) {
    const [row] = await db
      .select({ id: courses.id, degreeId: courses.degreeId })
      .from(courses)
      .where(eq(courses.externalId, course));
    if (!row) throw invalid(msg("interactions.errors.courseMissing"), "course");
    [courseId, degreeId] = [row.id, row.degreeId];
  }
  if (titulation) {
    const [row] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.externalId, titulation));
    if (!row) throw invalid(msg("interactions.errors.titulationMissing"), "titulation");
    if (degreeId !== null && degreeId !== row.id) {
      throw invalid(msg("interactions.errors.courseNotInTitulation"), "course");
    }
    degreeId = row.id;
  }
  return { degreeId, courseId };
}

/** An interaction's course must be one the student is enrolled in and the caller may see. */
async function assertCourseOf(db: Db, staff: SessionUser, studentId: number, courseId: number) {
  const enrolled = await db
    .select({ visible: sql<boolean>`${visibleCourses(staff)}` })
    .from(courses)
    .innerJoin(
      courseMembers,
      and(
        eq(courseMembers.courseId, courses.id),
        eq(courseMembers.userId, studentId),
        eq(courseMembers.memberRole, "STUDENT"),
        membershipInYear(),
      ),
    )
    .where(eq(courses.id, courseId));
  if (enrolled.length === 0) throw invalid(msg("interactions.errors.notEnrolled"), "course");
  if (!enrolled[0]!.visible) throw new ForbiddenError(msg("interactions.errors.courseNotTaught"));
}

/** Staff record a communication with a student in their scope; the issuer is always the caller. */
export async function createInteraction(db: Db, staff: SessionUser, body: CreateInteractionBody) {
  if (body.issuer && body.issuer !== staff.externalId)
    throw new ValidationError(msg("interactions.errors.issuerNotSelf"));
  const student = await studentInScope(db, staff, body.receiver);
  if (body.dni && body.dni !== student.dni) throw invalid(msg("interactions.errors.dniMismatch"), "dni");
  const place = await placeOf(db, body.titulation, body.course);
  if (place.courseId !== null) await assertCourseOf(db, staff, student.id, place.courseId);
  const [row] = await db
    .insert(interactions)
    .values({ type: body.type, issuerId: staff.id, receiverId: student.id, ...place, text: body.interactionText })
    .returning({ id: interactions.id, created: interactions.createdAt });
  return { id: row!.id, created: row!.created.toISOString() };
}

async function editableInteraction(db: Db, staff: SessionUser, id: number) {
  const row = await visibleInteraction(db, staff, id);
  if (!mayEdit(staff, row.issuerId)) throw new ForbiddenError(msg("interactions.errors.notEditable"));
  return row;
}

export async function updateInteraction(
  db: Db,
  staff: SessionUser,
  id: number,
  body: z.output<typeof updateInteractionBody>,
) {
  await editableInteraction(db, staff, id);
  const [row] = await db
    .update(interactions)
    .set({ text: body.interactionText, ...(body.type ? { type: body.type } : {}), modifiedAt: sql`now()` })
    .where(eq(interactions.id, id))
    .returning({ id: interactions.id, type: interactions.type, interactionText: interactions.text });
  // Deleted by a request that committed after our check: gone, not updated.
  if (!row) throw new NotFoundError(msg("interactions.errors.notFound"));
  return row;
}

/** Deletes the interaction with its attachments and their stored files. */
export async function deleteInteraction(db: Db, staff: SessionUser, id: number) {
  await editableInteraction(db, staff, id);
  const files = await db
    .select({ fileId: interactionAttachments.fileId })
    .from(interactionAttachments)
    .where(eq(interactionAttachments.interactionId, id));
  await db.delete(interactions).where(eq(interactions.id, id));
  for (const { fileId } of files) await deleteStoredFile(db, fileId);
  return { id };
}

/** Attaching a file is editing the interaction: its author, a secretary or an admin. */
export async function attachFile(db: Db, staff: SessionUser, id: number, file: { bytes: Buffer; name: string }) {
  await editableInteraction(db, staff, id);
  const filename = sanitizeFileName(file.name);
  const stored = await storeFile(db, staff, file.bytes, filename);
  const [row] = await db
    .insert(interactionAttachments)
    .values({ interactionId: id, fileId: stored.id, filename })
    .returning({ id: interactionAttachments.id, name: interactionAttachments.filename });
  return row!;
}

/** An attachment's file, for whoever may see the interaction. */
export async function attachmentDownload(db: Db, viewer: SessionUser, id: number, attachmentId: number) {
  await visibleInteraction(db, viewer, id);
  const [row] = await db
    .select({ fileId: interactionAttachments.fileId, filename: interactionAttachments.filename })
    .from(interactionAttachments)
    .where(and(eq(interactionAttachments.id, attachmentId), eq(interactionAttachments.interactionId, id)));
  if (!row) throw new NotFoundError(msg("interactions.errors.attachmentNotFound"));
  return storedFileDownload(db, row.fileId, row.filename);
}
