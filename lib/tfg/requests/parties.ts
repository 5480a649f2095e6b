import { eq, inArray } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { degrees, tfgRequests, users } from "@/db/schema";
import type { Viewer } from "../scope";

/** A request's student and director, as the lists name them. */
export const student = alias(users, "student");
export const director = alias(users, "director");

/**
 * A request's student, director and degree joined onto a select that reads `tfg_requests` (its
 * defenses' and its own lists). Every one is a required reference, so the joins keep every row.
 */
export function withRequestParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(student, eq(student.id, tfgRequests.userId))
    .innerJoin(director, eq(director.id, tfgRequests.instructorId))
    .innerJoin(degrees, eq(degrees.id, tfgRequests.degreeId));
}

/** The filters both TFG lists take on a request's parties: its degrees and, for staff, its student. */
export const partyFilters = (viewer: Viewer, q: { degreeIds: string[]; studentId?: string }) => [
  q.degreeIds.length ? inArray(degrees.externalId, q.degreeIds) : undefined,
  q.studentId && viewer.role !== "ROLE_STUDENT" ? eq(student.externalId, q.studentId) : undefined,
];
