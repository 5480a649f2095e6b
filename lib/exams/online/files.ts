import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examFiles, exams } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { FileDownload, ZIP_MIME } from "@/lib/files/download";
import { storeFile } from "@/lib/files/store";
import type { UploadedFile } from "@/lib/files/upload";
import { zipStoredFiles } from "@/lib/files/zip";
import type { ExamFileKind } from "@/db/enums/exams";
import { examInScope } from "../exams/queries";
import { EXAM_TRANSITIONS, type Transition } from "../transitions";
import { EXAM_FILE_TYPES } from "./file-types";
import { kindsInThisRound, uploadRound } from "./file-versions";
import { examUpdatedMessage, missingFileMessage } from "./schemas";
import { applyTransition, examForAction } from "./service";

export const KIND_WORD = { INSTRUCTIONS: "instrucciones", QUESTIONS: "preguntas" } as const;

/**
 * An instructor's instruction or question files (several allowed, of the types online-exam
 * platforms import). They supersede the current files of that kind, which are kept
 * for support; the upload's change (to UPLOADED) happens once every kind the transitions table
 * names has come in this upload round.
 * The exam row is locked first, so two uploads at once see each other's files.
 */
export async function uploadExamFiles(
  db: Db,
  user: SessionUser,
  id: number,
  kind: ExamFileKind,
  files: UploadedFile[],
) {
  await db.select({ id: exams.id }).from(exams).where(eq(exams.id, id)).for("update");
  const { exam, action } = await examForAction(db, user, id, "upload", null);
  const round = await uploadRound(db, id);
  await db
    .update(examFiles)
    .set({ supersededAt: sql`now()` })
    .where(and(eq(examFiles.examId, id), eq(examFiles.kind, kind), isNull(examFiles.supersededAt)));
  for (const file of files) {
    const stored = await storeFile(db, user, file.bytes, file.name, { accept: EXAM_FILE_TYPES });
    await db
      .insert(examFiles)
      .values({ examId: id, kind, fileId: stored.id, fileName: stored.originalName, round, uploadedBy: user.id });
  }
  const inThisRound = await kindsInThisRound(db, id);
  const t: Transition = EXAM_TRANSITIONS[action];
  const complete = (t.completesWith ?? []).every((needed) => inThisRound.includes(needed));
  const state = complete ? (await applyTransition(db, user, exam, action)).state : exam.state;
  return { id, state, message: examUpdatedMessage(exam) };
}

/** The current files of an exam (of one kind, or all), in upload order. */
export async function filesOf(db: Db, examId: number, kind?: ExamFileKind) {
  return db
    .select({ kind: examFiles.kind, name: examFiles.fileName, fileId: examFiles.fileId })
    .from(examFiles)
    .where(
      and(eq(examFiles.examId, examId), isNull(examFiles.supersededAt), kind ? eq(examFiles.kind, kind) : undefined),
    )
    .orderBy(asc(examFiles.id));
}

/** The instruction or question files of an exam as one zip, `Examen {option} - instrucciones.zip`. */
export async function examFilesZip(db: Db, user: SessionUser, id: number, kind: ExamFileKind) {
  const exam = await examInScope(db, user, id);
  const files = await filesOf(db, id, kind);
  if (files.length === 0) throw new NotFoundError(missingFileMessage(kind));
  return new FileDownload(await zipStoredFiles(db, files), `Examen ${exam.option} - ${KIND_WORD[kind]}.zip`, ZIP_MIME);
}
