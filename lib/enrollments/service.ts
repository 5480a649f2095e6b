import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  courses,
  enrollmentCourses,
  enrollmentRequestCourses,
  enrollmentRequestFiles,
  enrollmentRequests,
  enrollmentTerms,
  PENDING_REQUEST_PER_TERM,
  storedFiles,
} from "@/db/schema";
import { ConflictError, constraintName, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { storeFile } from "@/lib/files/store";
import type { UploadedFile } from "@/lib/files/upload";
import type { z } from "@/lib/validation/z";
import type { EnrollmentType } from "./constants";
import { onePendingPerTerm } from "./pending-request";
import { readableRequest } from "./queries";
import { checkStudies, checkTerm } from "./request-checks";
import { needsDebtor, PROCESSED_NOT_DELETABLE, type EnrollmentRequestBody, type enrollmentTermBody } from "./schemas";

export const MAX_FILES = 10;

const UNPROCESS_WOULD_DUPLICATE = "No se puede deshacer: el alumno tiene otra solicitud pendiente en esta convocatoria";

/** A student's request, with its courses, in the request's transaction; it starts unprocessed. */
export async function createRequest(db: Db, student: SessionUser, body: EnrollmentRequestBody) {
  await checkTerm(db, body);
  const courseIds = await checkStudies(db, student, body);
  const full = body.enrollmentType === "R";
  const debtor = full && needsDebtor(body.paymentOption);
  const orNull = (value: string) => (debtor && value ? value : null);
  const bank = debtor && body.debtOption === "INDIVIDUAL";
  const insert = (tx: Db) =>
    tx
      .insert(enrollmentRequests)
      .values({
        enrollmentType: body.enrollmentType,
        enrollmentTermId: body.enrollmentTermId,
        userId: student.id,
        filesPending: body.withFiles,
        timeOption: body.timeOption,
        grade: body.grade,
        termId: body.termId,
        generalDiscountOption: full ? body.generalDiscountOption : null,
        minusDiscountOption: full ? body.minusDiscountOption : null,
        synchronousDiscountOption: full ? body.synchronousDiscountOption : null,
        discountMH: full && body.discountMH,
        discountUcav: full && body.discountUcav,
        discountConv: full && body.discountConv,
        discountConvText: full && body.discountConv ? body.discountConvText || null : null,
        discountOther: full && body.discountOther,
        discountOtherText: full && body.discountOther ? body.discountOtherText || null : null,
        insuranceOption: full ? body.insuranceOption : null,
        paymentOption: full ? body.paymentOption! : "FULL",
        debtDocType: debtor ? body.debtDocType : null,
        debtOption: debtor ? body.debtOption : null,
        debtDNI: orNull(body.debtDNI.toUpperCase()),
        debtName: orNull(body.debtName),
        debtAddress: orNull(body.debtAddress),
        debtCity: orNull(body.debtCity),
        debtZipCode: orNull(body.debtZipCode),
        debtState: orNull(body.debtState),
        debtCountry: orNull(body.debtCountry),
        debtIBAN: bank ? body.debtIBAN.toUpperCase().replace(/\s+/g, "") : null,
        debtBIC: bank ? body.debtBIC.toUpperCase().replace(/\s+/g, "") : null,
        imageAuthorization: body.imageAuthorization,
        dataSAPI: full ? body.dataSAPI : false,
      })
      .returning({ id: enrollmentRequests.id });
  const [row] = await onePendingPerTerm(db, student.id, body.enrollmentTermId, insert);
  await db
    .insert(enrollmentRequestCourses)
    .values(courseIds.map((courseId, position) => ({ requestId: row!.id, courseId, position })));
  return readableRequest(db, student, row!.id);
}

/** Deletes an unprocessed request (a student only their own) and its files; a processed one is a 409. */
export async function deleteRequest(db: Db, viewer: SessionUser, id: number) {
  const request = await readableRequest(db, viewer, id);
  const files = await db
    .select({ fileId: enrollmentRequestFiles.fileId })
    .from(enrollmentRequestFiles)
    .where(eq(enrollmentRequestFiles.requestId, id));
  const [deleted] = await db
    .delete(enrollmentRequests)
    .where(and(eq(enrollmentRequests.id, id), eq(enrollmentRequests.isProcessed, false)))
    .returning({ id: enrollmentRequests.id });
  if (!deleted) throw new ConflictError(PROCESSED_NOT_DELETABLE);
  if (files.length > 0)
    await db.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        files.map((f) => f.fileId),
      ),
    );
  return { id: request.id };
}

async function requestCourses(db: Db, id: number) {
  return (
    db
      .select({ courseId: enrollmentRequestCourses.courseId, externalId: courses.externalId, name: courses.name })
      .from(enrollmentRequestCourses)
      .innerJoin(courses, eq(courses.id, enrollmentRequestCourses.courseId))
      .where(eq(enrollmentRequestCourses.requestId, id))
      // One lock order for every transaction, so two processings never wait on each other in a cycle.
      .orderBy(asc(enrollmentRequestCourses.courseId))
  );
}

/**
 * 'Tramitar': marks the request processed and adds one enrolment to each of its courses, in the
 * request's transaction. Each count goes up only while under its limit (a conditional UPDATE), so a
 * full course is a 409 naming it and the transaction leaves everything as it was. Processing a
 * request already processed changes nothing: two admins at once count it once.
 */
export async function processRequest(db: Db, admin: SessionUser, id: number) {
  const [flipped] = await db
    .update(enrollmentRequests)
    .set({ isProcessed: true })
    .where(and(eq(enrollmentRequests.id, id), eq(enrollmentRequests.isProcessed, false)))
    .returning({ id: enrollmentRequests.id });
  if (flipped) {
    for (const course of await requestCourses(db, id)) {
      const [counted] = await db
        .update(enrollmentCourses)
        .set({ enrollments: sql`${enrollmentCourses.enrollments} + 1` })
        .where(
          and(
            eq(enrollmentCourses.courseId, course.courseId),
            lt(enrollmentCourses.enrollments, enrollmentCourses.maxEnrollments),
          ),
        )
        .returning({ courseId: enrollmentCourses.courseId });
      if (!counted)
        throw new ConflictError(`La asignatura ${course.name} (${course.externalId}) no tiene plazas libres`);
    }
  }
  return readableRequest(db, admin, id);
}

/**
 * 'Deshacer': back to pending, taking the request's enrolments off its courses; undoing a pending
 * request changes nothing. A student's other pending request in the same call makes it a 409.
 */
export async function unprocessRequest(db: Db, admin: SessionUser, id: number) {
  const [flipped] = await db
    .update(enrollmentRequests)
    .set({ isProcessed: false })
    .where(and(eq(enrollmentRequests.id, id), eq(enrollmentRequests.isProcessed, true)))
    .returning({ id: enrollmentRequests.id })
    .catch((err: unknown) => {
      if (constraintName(err) !== PENDING_REQUEST_PER_TERM) throw err;
      throw new ConflictError(UNPROCESS_WOULD_DUPLICATE);
    });
  if (flipped) {
    for (const course of await requestCourses(db, id)) {
      await db
        .update(enrollmentCourses)
        .set({ enrollments: sql`${enrollmentCourses.enrollments} - 1` })
        .where(and(eq(enrollmentCourses.courseId, course.courseId), gt(enrollmentCourses.enrollments, 0)));
    }
  }
  return readableRequest(db, admin, id);
}

/**
 * Attaches uploaded files to the student's own request, all or none (the endpoint's transaction),
 * with the documents' upload rules; the request stops showing files pending.
 */
export async function attachFiles(
  db: Db,
  student: SessionUser,
  id: number,
  type: EnrollmentType,
  files: UploadedFile[],
) {
  const request = await readableRequest(db, student, id, type);
  if (request.isProcessed) throw new ConflictError("No se pueden adjuntar archivos a una petición ya procesada");
  if (request.files.length + files.length > MAX_FILES)
    throw new ValidationError(`Se pueden adjuntar como mucho ${MAX_FILES} archivos`);
  for (const file of files) {
    const stored = await storeFile(db, student, file.bytes, file.name);
    await db.insert(enrollmentRequestFiles).values({ requestId: id, fileId: stored.id, filename: stored.originalName });
  }
  await db.update(enrollmentRequests).set({ filesPending: false }).where(eq(enrollmentRequests.id, id));
  return (await readableRequest(db, student, id)).files;
}

/** The stored files of a request the viewer may see, in upload order. */
export async function requestFiles(db: Db, viewer: SessionUser, id: number, type: EnrollmentType) {
  await readableRequest(db, viewer, id, type);
  const files = await db
    .select({ fileId: enrollmentRequestFiles.fileId, name: enrollmentRequestFiles.filename })
    .from(enrollmentRequestFiles)
    .where(eq(enrollmentRequestFiles.requestId, id))
    .orderBy(asc(enrollmentRequestFiles.id));
  if (files.length === 0) throw new NotFoundError("La solicitud no tiene archivos adjuntos");
  return files;
}

type TermBody = z.output<typeof enrollmentTermBody>;

const termValues = (body: TermBody) => ({
  active: body.active,
  type: body.type,
  name: body.name,
  startDate: new Date(body.startDate),
  endDate: new Date(body.endDate),
});

const termOut = (t: typeof enrollmentTerms.$inferSelect) => ({
  ...t,
  startDate: t.startDate.toISOString(),
  endDate: t.endDate.toISOString(),
});

export async function createTerm(db: Db, body: TermBody) {
  const [term] = await db.insert(enrollmentTerms).values(termValues(body)).returning();
  return termOut(term!);
}

export async function updateTerm(db: Db, id: number, body: TermBody) {
  const [term] = await db.update(enrollmentTerms).set(termValues(body)).where(eq(enrollmentTerms.id, id)).returning();
  if (!term) throw new NotFoundError("No se ha encontrado la convocatoria");
  return termOut(term);
}
