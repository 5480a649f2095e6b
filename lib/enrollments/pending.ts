import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentRequests, enrollmentTerms } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Deadline } from "@/lib/landing/types";
import { termOpenNow } from "./terms/queries";

/** The enrolment calls open now (the same condition as the request form's list of calls). */
export async function openEnrollmentCalls(db: Db): Promise<Deadline[]> {
  return db
    .select({ label: enrollmentTerms.name, closes: enrollmentTerms.endDate })
    .from(enrollmentTerms)
    .where(termOpenNow())
    .orderBy(asc(enrollmentTerms.endDate), asc(enrollmentTerms.id));
}

/** The student's requests sent saying the files would follow, whose files have not arrived. */
export async function requestsAwaitingFiles(db: Db, student: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrollmentRequests)
    .where(and(eq(enrollmentRequests.userId, student.id), eq(enrollmentRequests.filesPending, true)));
  return row?.n ?? 0;
}
