import { and, asc, count, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgRequests, tfgTermDegrees, tfgTerms } from "@/db/schema";
import type { Deadline } from "@/lib/landing/types";
import { callOpenNow } from "./call-window";
import { manageScope, studiedDegrees, type Viewer } from "./scope";

/** Area requests waiting for a decision among those the viewer manages (the 'Gestión' list's scope). */
export async function tfgRequestsToDecide(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tfgRequests)
    .where(and(eq(tfgRequests.status, "OPEN"), manageScope(viewer)));
  return row?.n ?? 0;
}

/**
 * The calls open now for a degree the student studies: area calls, and defense periods of the
 * degrees where one of the student's requests was accepted.
 */
export async function openTfgCalls(db: Db, student: Viewer): Promise<Deadline[]> {
  const accepted = sql`exists (select 1 from ${tfgRequests} r where r.user_id = ${student.id}
    and r.degree_id = ${tfgTermDegrees.degreeId} and r.status = 'ACCEPTED')`;
  return db
    .selectDistinct({ label: tfgTerms.name, closes: tfgTerms.end, id: tfgTerms.id })
    .from(tfgTerms)
    .innerJoin(tfgTermDegrees, eq(tfgTermDegrees.termId, tfgTerms.id))
    .where(
      and(
        callOpenNow,
        sql`${tfgTermDegrees.degreeId} in ${studiedDegrees(student.id)}`,
        or(eq(tfgTerms.type, "AREA"), and(eq(tfgTerms.type, "DEFENSE"), accepted)),
      ),
    )
    .orderBy(asc(tfgTerms.end), asc(tfgTerms.id));
}
