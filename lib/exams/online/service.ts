import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examStateChanges, exams } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import type { ExamState } from "@/db/enums/exams";
import { examInScope } from "../exams/queries";
import type { NamedExam } from "../exams/schemas";
import { EXAM_TRANSITIONS, findTransition, type ExamAction, type Transition, type TransitionVia } from "../transitions";
import { invalidStateMessage, STATUS_UPDATED, type StatusBody } from "./schemas";

/**
 * The exam in the caller's scope and the row of the transitions table the caller takes from its
 * current state through `via` (to `to`, for a status change); 409 when the table has none.
 */
export async function examForAction(db: Db, user: SessionUser, id: number, via: TransitionVia, to: string | null) {
  const exam = await examInScope(db, user, id);
  const action = findTransition(via, exam.state, to, user.role);
  if (!action) throw new ConflictError(invalidStateMessage(exam));
  return { exam, action };
}

/**
 * Applies one row of the transitions table: a conditional UPDATE from the state the caller saw (two
 * people acting at once cannot both move the exam), and the history row of who, when and why.
 */
export async function applyTransition(
  db: Db,
  user: SessionUser,
  exam: NamedExam & { id: number; state: string },
  action: ExamAction,
  reason?: string,
) {
  const t: Transition = EXAM_TRANSITIONS[action];
  const to = (t.to ?? exam.state) as ExamState;
  const why = t.reason ? (reason ?? null) : null;
  const [updated] = await db
    .update(exams)
    .set({ state: to, reason: why })
    .where(and(eq(exams.id, exam.id), sql`${exams.state} = ${exam.state}`))
    .returning({ id: exams.id, state: exams.state });
  if (!updated) throw new ConflictError(invalidStateMessage(exam));
  await db
    .insert(examStateChanges)
    .values({ examId: exam.id, fromState: exam.state as ExamState, toState: to, reason: why, changedBy: user.id });
  return updated;
}

/** `POST /exams-api/exams/{id}/status`: any change the table allows the caller's role from the current state. */
export async function changeStatus(db: Db, user: SessionUser, id: number, body: StatusBody) {
  const { exam, action } = await examForAction(db, user, id, "status", body.status);
  const updated = await applyTransition(db, user, exam, action, body.reason);
  return { ...updated, message: STATUS_UPDATED };
}

/** `POST /exams-api/exams/{id}/uploadwithoutfiles`: support confirms the exam as delivered without files. */
export async function markUploadedWithoutFiles(db: Db, user: SessionUser, id: number) {
  const { exam, action } = await examForAction(db, user, id, "uploadwithoutfiles", null);
  const updated = await applyTransition(db, user, exam, action);
  return { ...updated, message: STATUS_UPDATED };
}
