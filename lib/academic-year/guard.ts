import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import {
  academicYears,
  enrollmentRequests,
  examRequests,
  exams,
  examTerms,
  instances,
  instanceTemplates,
  tfgAreas,
  tfgCourts,
  tfgDefenses,
  tfgRequests,
  tfgTerms,
} from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";

/** The message of any write refused in a closed year, naming the year as stored ('2025-2026'). */
export const closedYearMessage = (name: string) => msg("academicYear.errors.closed", { name });

/**
 * Refuses with a 409 any write in a closed academic year. `year` is the id of the year the written row
 * belongs to, usually one of `yearOf`'s subqueries; a row without a year (or none at all, which the
 * caller answers with its 404) passes. One statement, at the start of the caller's transaction.
 */
export async function assertYearWritable(db: Db, year: SQL | number): Promise<void> {
  const [closed] = await db
    .select({ name: academicYears.name })
    .from(academicYears)
    .where(sql`${academicYears.id} = (${year}) and ${academicYears.closedAt} is not null`);
  if (closed) throw new ConflictError(closedYearMessage(closed.name));
}

/** The academic year of each kind of row that requests are written on, as a scalar subquery. */
export const yearOf = {
  externalId: (externalId: string) =>
    sql`select ${academicYears.id} from ${academicYears} where ${academicYears.externalId} = ${externalId}`,
  /** An enrolment request belongs to the academic year it names (its `termId`, the year's externalId). */
  enrollmentRequest: (id: number) =>
    sql`select ${academicYears.id} from ${academicYears} join ${enrollmentRequests}
      on ${enrollmentRequests.termId} = ${academicYears.externalId} where ${enrollmentRequests.id} = ${id}`,
  exam: (id: number) =>
    sql`select ${examTerms.academicYearId} from ${exams} join ${examTerms} on ${examTerms.id} = ${exams.termId}
      where ${exams.id} = ${id}`,
  examRequest: (id: number) =>
    sql`select ${examTerms.academicYearId} from ${examRequests} join ${exams} on ${exams.id} = ${examRequests.examId}
      join ${examTerms} on ${examTerms.id} = ${exams.termId} where ${examRequests.id} = ${id}`,
  instanceTemplate: (id: number) =>
    sql`select ${instanceTemplates.termId} from ${instanceTemplates} where ${instanceTemplates.id} = ${id}`,
  instance: (id: number) =>
    sql`select ${instanceTemplates.termId} from ${instances}
      join ${instanceTemplates} on ${instanceTemplates.id} = ${instances.templateId} where ${instances.id} = ${id}`,
  tfgTerm: (id: number) => sql`select ${tfgTerms.academicYearId} from ${tfgTerms} where ${tfgTerms.id} = ${id}`,
  tfgCourt: (id: number) => sql`select ${tfgCourts.academicYearId} from ${tfgCourts} where ${tfgCourts.id} = ${id}`,
  tfgArea: (id: number) => sql`select ${tfgAreas.academicYearId} from ${tfgAreas} where ${tfgAreas.id} = ${id}`,
  tfgRequest: (id: number) =>
    sql`select ${tfgRequests.academicYearId} from ${tfgRequests} where ${tfgRequests.id} = ${id}`,
  tfgDefense: (id: number) =>
    sql`select ${tfgRequests.academicYearId} from ${tfgDefenses}
      join ${tfgRequests} on ${tfgRequests.id} = ${tfgDefenses.requestId} where ${tfgDefenses.id} = ${id}`,
};
