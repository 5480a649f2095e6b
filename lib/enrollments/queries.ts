import { and, asc, desc, eq, getTableColumns, lte, gte, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  academicYears,
  courseMembers,
  courses,
  degrees,
  enrollmentRequests,
  enrollmentTerms,
  users,
} from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { allRows, pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import type { EnrollmentType } from "./constants";
import type { EnrollmentListQuery, EnrollmentRequestRow, EnrollmentTermRow, EnrollmentUserData } from "./schemas";
import { DEBTOR_FIELDS } from "./schemas";

export const REQUEST_NOT_FOUND = "No se ha encontrado la solicitud de matrícula";

const { userId: _userId, enrollmentTermId, ...requestColumns } = getTableColumns(enrollmentRequests);

type CourseDetail = EnrollmentRequestRow["courseDetails"][number];

const rowShape = {
  ...requestColumns,
  enrollmentTermId,
  termName: enrollmentTerms.name,
  userExternalId: users.externalId,
  userName: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
  courseDetails: sql<CourseDetail[]>`coalesce((
    select json_agg(json_build_object('courseId', c.external_id, 'courseName', c.name, 'credits', coalesce(ec.credits, c.credits, 0)) order by rc.position)
    from enrollment_request_courses rc
    join courses c on c.id = rc.course_id
    left join enrollment_courses ec on ec.course_id = rc.course_id
    where rc.request_id = ${enrollmentRequests.id}), '[]'::json)`,
  files: sql<string[]>`coalesce((
    select json_agg(f.filename order by f.id) from enrollment_request_files f where f.request_id = ${enrollmentRequests.id}), '[]'::json)`,
};

type RawRow = { [K in keyof typeof rowShape]: unknown } & Record<string, unknown>;

function toRow(raw: RawRow): EnrollmentRequestRow {
  const { termName, courseDetails, created, ...rest } = raw as RawRow & {
    termName: string | null;
    courseDetails: CourseDetail[];
    created: Date;
  };
  const row = {
    ...rest,
    enrollmentTerm: termName === null ? null : { name: termName },
    created: created.toISOString(),
    courseDetails: courseDetails.map((c) => ({ ...c, credits: Number(c.credits) })),
    courses: courseDetails.map((c) => c.courseId),
    discountConvText: (rest.discountConvText as string | null) ?? "",
    discountOtherText: (rest.discountOtherText as string | null) ?? "",
  } as Record<string, unknown>;
  for (const field of DEBTOR_FIELDS) row[field] = (rest[field] as string | null) ?? "";
  return row as unknown as EnrollmentRequestRow;
}

function selectRequests(db: Db, fields: typeof rowShape = rowShape) {
  return db
    .select(fields)
    .from(enrollmentRequests)
    .innerJoin(users, eq(users.id, enrollmentRequests.userId))
    .leftJoin(enrollmentTerms, eq(enrollmentTerms.id, enrollmentRequests.enrollmentTermId));
}

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

/** A student's own requests, or every request for staff (with the filters), newest first. */
export async function listRequests(
  db: Db,
  viewer: SessionUser,
  q: EnrollmentListQuery,
): Promise<Page<EnrollmentRequestRow>> {
  return pagedList(db, q, listSpec(db, viewer, q));
}

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

const termShape = {
  id: enrollmentTerms.id,
  active: enrollmentTerms.active,
  name: enrollmentTerms.name,
  type: enrollmentTerms.type,
  startDate: enrollmentTerms.startDate,
  endDate: enrollmentTerms.endDate,
};

/** The open terms (active, now between the dates), or every term for staff asking `all`. */
export async function listEnrollmentTerms(db: Db, all: boolean): Promise<EnrollmentTermRow[]> {
  const rows = await db
    .select(termShape)
    .from(enrollmentTerms)
    .where(all ? undefined : openTermCondition())
    .orderBy(desc(enrollmentTerms.startDate), desc(enrollmentTerms.id));
  return rows.map((t) => ({ ...t, startDate: t.startDate.toISOString(), endDate: t.endDate.toISOString() }));
}

export const openTermCondition = () =>
  and(
    eq(enrollmentTerms.active, true),
    lte(enrollmentTerms.startDate, sql`now()`),
    gte(enrollmentTerms.endDate, sql`now()`),
  );

/**
 * The degrees a user may enrol in: a student's, from the courses they belong to (all degrees for a
 * student who belongs to none yet, e.g. a newcomer); every degree for staff.
 */
export async function listGrades(db: Db, viewer: SessionUser): Promise<{ externalId: string; degreeName: string }[]> {
  const shape = { externalId: degrees.externalId, degreeName: degrees.name };
  if (viewer.role === "ROLE_STUDENT") {
    const own = await db
      .selectDistinct(shape)
      .from(courseMembers)
      .innerJoin(courses, eq(courses.id, courseMembers.courseId))
      .innerJoin(degrees, eq(degrees.id, courses.degreeId))
      .where(and(eq(courseMembers.userId, viewer.id), eq(courseMembers.memberRole, "STUDENT")))
      .orderBy(asc(degrees.name));
    if (own.length > 0) return own;
  }
  return db.select(shape).from(degrees).orderBy(asc(degrees.name));
}

/** Academic terms (ciclos lectivos): the reference data's academic years, the active one first. */
export async function listAcademicTerms(db: Db): Promise<{ externalId: string; name: string }[]> {
  return db
    .select({ externalId: academicYears.externalId, name: academicYears.name })
    .from(academicYears)
    .orderBy(desc(academicYears.active), desc(academicYears.name));
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
  if (!user) throw new NotFoundError("No se han encontrado los datos del usuario");
  return user;
}
