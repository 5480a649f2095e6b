import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentRequests, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import type { SessionUser } from "@/lib/auth/session-store";
import { allRows, pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import type { EnrollmentType } from "@/db/enums/enrollments";
import { rowShape, selectRequests, toRow, type RawRow } from "./row";
import type { EnrollmentListQuery, EnrollmentRequestRow, EnrollmentUserData } from "./schemas";

const REQUEST_NOT_FOUND = msg("enrollments.errors.requestNotFound");
const USER_DATA_NOT_FOUND = msg("enrollments.errors.userDataNotFound");

function filters(viewer: SessionUser, q: EnrollmentListQuery) {
  if (viewer.role === "ROLE_STUDENT") return eq(enrollmentRequests.userId, viewer.id);
  return and(
    q.enrollmentType ? eq(enrollmentRequests.enrollmentType, q.enrollmentType) : undefined,
    q.processed ? eq(enrollmentRequests.isProcessed, q.processed === "true") : undefined,
    q.enrollmentTermId ? eq(enrollmentRequests.enrollmentTermId, q.enrollmentTermId) : undefined,
    q.userExternalId ? eq(users.externalId, q.userExternalId) : undefined,
  );
}

const SORTS = { created: enrollmentRequests.created, id: enrollmentRequests.id };

/** The requests list: the viewer's filters, sorts and tiebreak, for the page and for the export. */
function listSpec(db: Db, viewer: SessionUser, q: EnrollmentListQuery) {
  return {
    fields: rowShape,
    rows: (fields: typeof rowShape) => selectRequests(db, fields).where(filters(viewer, q)).$dynamic(),
    sorts: SORTS,
    defaultSort: "created" as const,
    tiebreak: enrollmentRequests.id,
    row: (r: unknown) => toRow(r as RawRow),
  };
}

/** A student's own requests, or every request for staff (with the filters), newest first. */
export async function listRequests(
  db: Db,
  viewer: SessionUser,
  q: EnrollmentListQuery,
): Promise<Page<EnrollmentRequestRow>> {
  return pagedList(db, q, listSpec(db, viewer, q));
}

/** Every request matching the staff's filters, in the list's order, a batch at a time (the CSV). */
export function allRequests(db: Db, viewer: SessionUser, q: EnrollmentListQuery): AsyncGenerator<EnrollmentRequestRow> {
  return allRows(db, q, listSpec(db, viewer, q));
}

/** One request the viewer may see, of `type` when given: a student only their own; anything else is 404. */
export async function readableRequest(
  db: Db,
  viewer: SessionUser,
  id: number,
  type?: EnrollmentType,
): Promise<EnrollmentRequestRow> {
  const [raw] = await selectRequests(db).where(
    and(
      eq(enrollmentRequests.id, id),
      viewer.role === "ROLE_STUDENT" ? eq(enrollmentRequests.userId, viewer.id) : undefined,
    ),
  );
  if (!raw || (type && raw.enrollmentType !== type)) throw new NotFoundError(REQUEST_NOT_FOUND);
  return toRow(raw as RawRow);
}

/** A user's personal data; 404 when there is none (the student form then shows it empty). */
export async function enrollmentUserData(db: Db, externalId: string): Promise<EnrollmentUserData> {
  const [user] = await db
    .select({
      givenName: users.givenName,
      familyName: users.familyName,
      idType: users.idType,
      dni: users.dni,
      externalId: users.externalId,
      address: users.address,
      city: users.city,
      state: users.state,
      zipCode: users.zipCode,
      mobilePhone: users.mobilePhone,
      homePhone: users.homePhone,
      email: users.email,
    })
    .from(users)
    .where(eq(users.externalId, externalId));
  if (!user) throw new NotFoundError(USER_DATA_NOT_FOUND);
  return user;
}

/** A user's personal data as `viewer` may read it: staff anyone's, a student only their own (404 otherwise). */
export async function enrollmentUserDataFor(db: Db, viewer: SessionUser, externalId: string) {
  if (viewer.role === "ROLE_STUDENT" && externalId !== viewer.externalId) throw new NotFoundError(USER_DATA_NOT_FOUND);
  return enrollmentUserData(db, externalId);
}
