import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, unique } from "drizzle-orm/pg-core";
import { MEMBERSHIP_SOURCES } from "../enums/reference";
import { id, optionalRef, ref } from "../columns";
import { enrollmentRequests } from "./enrollments";
import { academicYears, courses, memberRoleEnum, users } from "./reference";

export const membershipSourceEnum = pgEnum("membership_source", MEMBERSHIP_SOURCES);

/**
 * A person's membership of a course in an academic year (lib/academic-year/memberships.ts reads them).
 * A membership without a year was written before any year existed and belongs to the active one.
 */
export const courseMembers = pgTable(
  "course_members",
  {
    id: id(),
    courseId: ref("course_id", () => courses.id),
    userId: ref("user_id", () => users.id),
    memberRole: memberRoleEnum("member_role").notNull(),
    academicYearId: optionalRef("academic_year_id", () => academicYears.id),
    source: membershipSourceEnum("source").notNull().default("sis"),
    /** The processed enrolment request that made the membership ('Tramitar'); its 'Deshacer' removes it. */
    enrollmentRequestId: optionalRef("enrollment_request_id", () => enrollmentRequests.id, { onDelete: "cascade" }),
  },
  (t) => [
    unique("course_members_year_key").on(t.courseId, t.userId, t.memberRole, t.academicYearId).nullsNotDistinct(),
    index("course_members_user_idx").on(t.userId),
    index("course_members_request_idx").on(t.enrollmentRequestId),
    check("course_members_source_request", sql`(${t.source} = 'enrolment') = (${t.enrollmentRequestId} IS NOT NULL)`),
  ],
);
