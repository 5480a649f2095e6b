import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { enrollmentRequests, enrollmentTerms, users } from "@/db/schema";
import { termYear } from "../courses/year";
import { DEBTOR_FIELDS } from "../debtors/schemas";
import type { EnrollmentRequestRow } from "./schemas";

const { userId: _userId, enrollmentTermId, ...requestColumns } = getTableColumns(enrollmentRequests);

type CourseDetail = EnrollmentRequestRow["courseDetails"][number];

/**
 * A request's columns, its term's name, its student (name and DNI), its degree's name, its courses with
 * credits (of its term's year's capacities) and its files' names.
 */
export const rowShape = {
  ...requestColumns,
  enrollmentTermId,
  termName: enrollmentTerms.name,
  userExternalId: users.externalId,
  userName: fullName(users),
  userGivenName: users.givenName,
  userFamilyName: users.familyName,
  userDni: users.dni,
  gradeName: sql<string | null>`(select d.name from degrees d where d.external_id = ${enrollmentRequests.grade})`,
  courseDetails: sql<CourseDetail[]>`coalesce((
    select json_agg(json_build_object('courseId', c.external_id, 'courseName', c.name, 'credits', coalesce(ec.credits, c.credits, 0)) order by rc.position)
    from enrollment_request_courses rc
    join courses c on c.id = rc.course_id
    left join enrollment_courses ec on ec.course_id = rc.course_id and ec.academic_year_id = ${termYear}
    where rc.request_id = ${enrollmentRequests.id}), '[]'::json)`,
  files: sql<string[]>`coalesce((
    select json_agg(f.filename order by f.id) from enrollment_request_files f where f.request_id = ${enrollmentRequests.id}), '[]'::json)`,
};

export type RawRow = { [K in keyof typeof rowShape]: unknown } & Record<string, unknown>;

/** A selected row as the API answers it: ISO dates, numeric credits, "" for absent texts. */
export function toRow(raw: RawRow): EnrollmentRequestRow {
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

export function selectRequests(db: Db, fields: typeof rowShape = rowShape) {
  return db
    .select(fields)
    .from(enrollmentRequests)
    .innerJoin(users, eq(users.id, enrollmentRequests.userId))
    .leftJoin(enrollmentTerms, eq(enrollmentTerms.id, enrollmentRequests.enrollmentTermId));
}
