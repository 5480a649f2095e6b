import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examRequests, tfgDefenses, tfgPriorityGrades, tfgRequests } from "@/db/schema";
import { releaseSeat } from "@/lib/exams/waitlist/promotion";
import { TFG_TRANSITIONS } from "@/lib/tfg/transitions";
import { HOLDS } from "../registry/holds";
import type { ErasureReport } from "./lines";

const ACCEPTED = TFG_TRANSITIONS.request.accept.to;

/**
 * The person's TFG/TFM and exam choices. An accepted TFG/TFM and its accepted defense are part of the
 * academic record: kept, the defense without the student's observations; requests and defenses that
 * never got there are deleted. Priority grades stay with the allocation they ordered. Choices of exams
 * already held stay in the procedure's archive; choices of exams still ahead are deleted and their
 * seats go to the waiting lists, in this transaction.
 */
export async function eraseCourseWork(tx: Db, personId: number, report: ErasureReport) {
  const own = tx.select({ id: tfgRequests.id }).from(tfgRequests).where(eq(tfgRequests.userId, personId));
  const ownDefenses = inArray(tfgDefenses.requestId, own);
  const dropped = await tx
    .delete(tfgDefenses)
    .where(and(ownDefenses, ne(tfgDefenses.status, ACCEPTED)))
    .returning({ id: tfgDefenses.id });
  report.removed("tfgDefensesDropped", dropped.length);
  const requests = await tx
    .delete(tfgRequests)
    .where(and(eq(tfgRequests.userId, personId), ne(tfgRequests.status, ACCEPTED)))
    .returning({ id: tfgRequests.id });
  report.removed("tfgRequestsDropped", requests.length);
  await report.held("tfgAccepted", tfgRequests, tfgRequests.userId, HOLDS.finalProject);
  const defenses = await tx
    .update(tfgDefenses)
    .set({ comments: null })
    .where(ownDefenses)
    .returning({ id: tfgDefenses.id });
  report.kept("tfgDefensesKept", defenses.length, HOLDS.finalProject);
  await report.held("tfgPriorities", tfgPriorityGrades, tfgPriorityGrades.userId, HOLDS.allocation);

  const upcoming = await tx
    .delete(examRequests)
    .where(and(eq(examRequests.userId, personId), gt(examRequests.startsAt, sql`now()`)))
    .returning({ venueId: examRequests.venueId, startsAt: examRequests.startsAt });
  for (const seat of upcoming) await releaseSeat(tx, seat);
  report.removed("examsAhead", upcoming.length);
  await report.held("examsHeld", examRequests, examRequests.userId, HOLDS.examProcedure);
}
