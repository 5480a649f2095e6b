import { msg } from "@/lib/i18n/message";
import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { courses, examRequests, examVenues, exams, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { examCourseScope } from "../scope";
import type { RequestListQuery, RequestRow } from "./schemas";

const requestFields = {
  id: examRequests.id,
  userId: users.externalId,
  name: fullName(users),
  givenName: users.givenName,
  familyName: users.familyName,
  dni: users.dni,
  examId: exams.id,
  examOption: exams.option,
  examDate: exams.startsAt,
  courseId: courses.externalId,
  courseName: courses.name,
  headquarterId: examVenues.id,
  headquarterName: examVenues.name,
  created: examRequests.createdAt,
};

function requestSelect(db: Db, fields: typeof requestFields, where: SQL | undefined) {
  return db
    .select(fields)
    .from(examRequests)
    .innerJoin(users, eq(users.id, examRequests.userId))
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .innerJoin(courses, eq(courses.id, examRequests.courseId))
    .innerJoin(examVenues, eq(examVenues.id, examRequests.venueId))
    .where(where)
    .$dynamic();
}

type RequestRecord = Omit<RequestRow, "examDate" | "created"> & { examDate: Date; created: Date };
const toRequestRow = (row: RequestRecord): RequestRow => ({
  ...row,
  examDate: row.examDate.toISOString(),
  created: row.created.toISOString(),
});

const REQUEST_SORTS = { created: examRequests.createdAt, date: exams.startsAt };

/** Requests the viewer may see: a student their own, an instructor those of the courses they teach, support all. */
function requestScope(viewer: SessionUser): SQL {
  return viewer.role === "ROLE_STUDENT" ? eq(examRequests.userId, viewer.id) : examCourseScope(viewer);
}

async function pagedRequests(db: Db, q: RequestListQuery, where: SQL | undefined): Promise<Page<RequestRow>> {
  return pagedList(db, q, {
    fields: requestFields,
    rows: (fields) => requestSelect(db, fields, where),
    sorts: REQUEST_SORTS,
    defaultSort: "created",
    tiebreak: examRequests.id,
    row: (row) => toRequestRow(row as RequestRecord),
  });
}

export const listRequests = (db: Db, viewer: SessionUser, q: RequestListQuery) =>
  pagedRequests(db, q, requestScope(viewer));

/** Active requests: those whose exam has not been held yet, on the database's clock. */
const active = () => gt(examRequests.endsAt, sql`now()`);

export const listActiveRequests = (db: Db, viewer: SessionUser, q: RequestListQuery) =>
  pagedRequests(db, q, and(requestScope(viewer), active()));

async function requestRows(db: Db, where: SQL | undefined): Promise<RequestRow[]> {
  const rows = await requestSelect(db, requestFields, where).orderBy(
    asc(courses.externalId),
    asc(exams.startsAt),
    asc(examRequests.id),
  );
  return rows.map((row) => toRequestRow(row as RequestRecord));
}

/** Every active request the viewer may see, for the spreadsheet. */
export const allActiveRequests = (db: Db, viewer: SessionUser) => requestRows(db, and(requestScope(viewer), active()));

/** Every request the student holds (at most one per course), for their course cards. */
export const choicesOf = (db: Db, student: SessionUser) => requestRows(db, eq(examRequests.userId, student.id));

/** A user's choice for a course; 404 means no choice. */
export async function requestForCourse(db: Db, userId: number, courseExternalId: string): Promise<RequestRow> {
  const [row] = await requestRows(db, and(eq(examRequests.userId, userId), eq(courses.externalId, courseExternalId)));
  if (!row) throw new NotFoundError(msg("exams.errors.noRequestForCourse"));
  return row;
}
