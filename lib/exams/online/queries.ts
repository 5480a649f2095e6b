import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { examStateChanges, exams, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { examInScope } from "../exams/queries";
import { isSupport } from "../scope";
import { examFileVersions, kindsInThisRound } from "./file-versions";
import type { ExamDetail } from "./schemas";

/** An exam with its state history, the online package's generation and, for support, every version of its files. */
export async function examDetail(db: Db, viewer: SessionUser, id: number): Promise<ExamDetail> {
  const exam = await examInScope(db, viewer, id);
  const history = await db
    .select({
      fromState: examStateChanges.fromState,
      toState: examStateChanges.toState,
      reason: examStateChanges.reason,
      by: fullName(users),
      at: examStateChanges.changedAt,
    })
    .from(examStateChanges)
    .innerJoin(users, eq(users.id, examStateChanges.changedBy))
    .where(eq(examStateChanges.examId, id))
    .orderBy(asc(examStateChanges.changedAt), asc(examStateChanges.id));
  const [generated] = await db
    .select({ at: exams.packageGeneratedAt, by: fullName(users) })
    .from(exams)
    .leftJoin(users, eq(users.id, exams.packageGeneratedBy))
    .where(eq(exams.id, id));
  return {
    ...exam,
    fileVersions: isSupport(viewer) ? await examFileVersions(db, id) : [],
    uploadedThisRound: await kindsInThisRound(db, id),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    packageGeneratedAt: generated?.at ? generated.at.toISOString() : null,
    packageGeneratedBy: generated?.at ? (generated.by ?? null) : null,
  };
}
