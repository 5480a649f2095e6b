import { msg } from "@/lib/i18n/message";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examFiles, exams, examStateChanges, storedFiles, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import type { ExamFileKind } from "@/db/enums/exams";
import type { ExamFileVersionRow } from "./schemas";
import { examCourseScope } from "../scope";
import { UPLOAD_ROUND_STATES } from "../transitions";

/** The exam's upload round: how many times it has been sent back for a new upload. */
export async function uploadRound(db: Db, examId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(examStateChanges)
    .where(and(eq(examStateChanges.examId, examId), inArray(examStateChanges.toState, UPLOAD_ROUND_STATES)));
  return row!.n;
}

/** The kinds whose current files came in the exam's current upload round. */
export async function kindsInThisRound(db: Db, examId: number): Promise<ExamFileKind[]> {
  const round = await uploadRound(db, examId);
  const rows = await db
    .selectDistinct({ kind: examFiles.kind })
    .from(examFiles)
    .where(and(eq(examFiles.examId, examId), eq(examFiles.round, round), isNull(examFiles.supersededAt)));
  return rows.map((r) => r.kind);
}

/** Every instruction and question file of an exam, current or superseded, oldest first. */
export async function examFileVersions(db: Db, examId: number): Promise<ExamFileVersionRow[]> {
  const rows = await db
    .select({
      id: examFiles.id,
      kind: examFiles.kind,
      fileName: examFiles.fileName,
      size: storedFiles.size,
      uploadedAt: storedFiles.createdAt,
      uploadedBy: sql<
        string | null
      >`${users.givenName} || ' ' || ${users.familyName} || ' (' || ${users.externalId} || ')'`,
      round: examFiles.round,
      supersededAt: examFiles.supersededAt,
    })
    .from(examFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, examFiles.fileId))
    .leftJoin(users, eq(users.id, examFiles.uploadedBy))
    .where(eq(examFiles.examId, examId))
    .orderBy(asc(examFiles.id));
  return rows.map(({ supersededAt, ...r }) => ({
    ...r,
    uploadedAt: r.uploadedAt.toISOString(),
    current: supersededAt === null,
  }));
}

/** One file of an exam in the viewer's scope, current or superseded; 404 otherwise. */
export async function examFileVersion(db: Db, viewer: SessionUser, examId: number, versionId: number) {
  const [row] = await db
    .select({ fileId: examFiles.fileId, fileName: examFiles.fileName })
    .from(examFiles)
    .innerJoin(exams, eq(exams.id, examFiles.examId))
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(and(eq(examFiles.id, versionId), eq(examFiles.examId, examId), examCourseScope(viewer)));
  if (!row) throw new NotFoundError(msg("exams.errors.fileNotFound"));
  return row;
}
