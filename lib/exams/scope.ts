import { sql, type SQL } from "drizzle-orm";
import { courses } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { yearMembers } from "@/lib/academic-year/memberships";

const MEMBERSHIP = { ROLE_STUDENT: "STUDENT", ROLE_INSTRUCTOR: "INSTRUCTOR", ROLE_COORD: "COORDINATOR" } as const;

/**
 * The courses whose exams and requests a user may see, as a condition on `courses.id`: support
 * (admin, exam management) every course; students the courses they are enrolled in this academic year, instructors
 * the ones they teach, coordinators the ones they coordinate; anyone else none.
 */
export function examCourseScope(viewer: SessionUser): SQL {
  if (viewer.role === "ROLE_ADMIN" || viewer.role === "ROLE_GES_EXAM") return sql`true`;
  const membership = MEMBERSHIP[viewer.role as keyof typeof MEMBERSHIP];
  if (!membership) return sql`false`;
  return sql`exists (select 1 from ${yearMembers()} scope where scope.course_id = ${courses.id}
    and scope.user_id = ${viewer.id} and scope.member_role = ${membership})`;
}

export const isSupport = (viewer: SessionUser) => viewer.role === "ROLE_ADMIN" || viewer.role === "ROLE_GES_EXAM";
