import type { Db } from "@/db";
import { enrollmentRequestCourses, enrollmentRequests, PENDING_REQUEST_PER_TERM } from "@/db/schema";
import { ConflictError, constraintName } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { SessionUser } from "@/lib/auth/session-store";
import { releaseSeats, takeSeats } from "../courses/service";
import { debtorValues } from "../debtors/service";
import { deleteWithStoredFiles } from "../files/service";
import { checkStudies, checkTerm } from "./checks";
import { onePendingPerTerm } from "./pending-request";
import { readableRequest } from "./queries";
import type { EnrollmentRequestBody } from "./schemas";
import { addRequestMemberships, removeRequestMemberships } from "./memberships";
import { guarded, moveRequest, notMoved } from "./state";

const UNPROCESS_WOULD_DUPLICATE = msg("enrollments.errors.unprocessDuplicate");

/** The request's columns: discounts, insurance and consents only on a full request, the extension paying FULL. */
function requestValues(student: SessionUser, body: EnrollmentRequestBody) {
  const full = body.enrollmentType === "R";
  return {
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
    ...debtorValues(body),
    imageAuthorization: body.imageAuthorization,
    dataSAPI: full ? body.dataSAPI : false,
  } as const;
}

/**
 * A student's request, with its courses, in the request's transaction; it starts pending. A refused field
 * is named in `locale` (the requester's).
 */
export async function createRequest(db: Db, student: SessionUser, body: EnrollmentRequestBody, locale: Locale) {
  await assertYearWritable(db, yearOf.externalId(body.termId));
  await checkTerm(db, body, locale);
  const courseIds = await checkStudies(db, student, body, locale);
  const insert = (tx: Db) =>
    tx.insert(enrollmentRequests).values(requestValues(student, body)).returning({ id: enrollmentRequests.id });
  const [row] = await onePendingPerTerm(db, student.id, body.enrollmentTermId, locale, insert);
  await db
    .insert(enrollmentRequestCourses)
    .values(courseIds.map((courseId, position) => ({ requestId: row!.id, courseId, position })));
  return readableRequest(db, student, row!.id);
}

/** Deletes a pending request (a student only their own) and its stored files; a processed one is a 409. */
export async function deleteRequest(db: Db, viewer: SessionUser, id: number) {
  await assertYearWritable(db, yearOf.enrollmentRequest(id));
  const request = await readableRequest(db, viewer, id);
  await deleteWithStoredFiles(db, id, async () => {
    const [deleted] = await db
      .delete(enrollmentRequests)
      .where(guarded("delete", viewer.role, id))
      .returning({ id: enrollmentRequests.id });
    return !!deleted || notMoved("delete");
  });
  return { id: request.id };
}

/**
 * 'Tramitar': the request becomes processed, each of its courses counts one enrolment more and the
 * student becomes a member of them in the request's academic year, in the request's transaction (a
 * full course is a 409 that undoes it all). Processing a processed request changes nothing: two
 * admins at once count it once.
 */
export async function processRequest(db: Db, admin: SessionUser, id: number) {
  if (await moveRequest(db, "process", admin.role, id)) {
    await takeSeats(db, id);
    await addRequestMemberships(db, id);
  }
  return readableRequest(db, admin, id);
}

/**
 * 'Deshacer': back to pending, taking the request's enrolments off its courses and the memberships it
 * made; undoing a pending request changes nothing. A student's other pending request in the same call,
 * or an exam request, grade or TFG request standing on those memberships, makes it a 409.
 */
export async function unprocessRequest(db: Db, admin: SessionUser, id: number, locale: Locale) {
  const moved = await moveRequest(db, "unprocess", admin.role, id).catch((err: unknown) => {
    if (constraintName(err) !== PENDING_REQUEST_PER_TERM) throw err;
    throw new ConflictError(UNPROCESS_WOULD_DUPLICATE);
  });
  if (moved) {
    await removeRequestMemberships(db, id, locale);
    await releaseSeats(db, id);
  }
  return readableRequest(db, admin, id);
}
