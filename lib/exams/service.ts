import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examFiles, examStateChanges, examTerms, exams } from "@/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { FileDownload, ZIP_MIME } from "@/lib/files/download";
import { storeFile } from "@/lib/files/store";
import type { UploadedFile } from "@/lib/files/upload";
import { zipStoredFiles } from "@/lib/files/zip";
import type { ExamFileKind } from "./constants";
import { EXAM_FILE_TYPES } from "./file-types";
import { kindsInThisRound, uploadRound } from "./file-versions";
import { examInScope } from "./queries";
import {
  STATUS_UPDATED,
  examUpdatedMessage,
  extraordinaryCreatedMessage,
  invalidStateMessage,
  missingFileMessage,
  type ExtraordinaryBody,
  type StatusBody,
} from "./schemas";
import { EXAM_TRANSITIONS, findTransition, type ExamAction, type Transition } from "./transitions";

/**
 * Applies one row of the transitions table: a conditional UPDATE from the state the caller saw (two
 * people acting at once cannot both move the exam), and the history row of who, when and why.
 */
async function applyTransition(
  db: Db,
  user: SessionUser,
  exam: { id: number; state: string },
  action: ExamAction,
  reason?: string,
) {
  const t: Transition = EXAM_TRANSITIONS[action];
  const [updated] = await db
    .update(exams)
    .set({ state: t.to, reason: t.reason ? (reason ?? null) : null })
    .where(and(eq(exams.id, exam.id), sql`${exams.state} = ${exam.state}`))
    .returning({ id: exams.id, state: exams.state });
  if (!updated) throw new ConflictError(invalidStateMessage(exam.id));
  await db.insert(examStateChanges).values({
    examId: exam.id,
    fromState: exam.state as Transition["to"],
    toState: t.to,
    reason: t.reason ? (reason ?? null) : null,
    changedBy: user.id,
  });
  return updated;
}

/** `POST /exams-api/exams/{id}/status`: any change the table allows the caller's role from the current state. */
export async function changeStatus(db: Db, user: SessionUser, id: number, body: StatusBody) {
  const exam = await examInScope(db, user, id);
  const action = findTransition("status", exam.state, body.status, user.role);
  if (!action) throw new ConflictError(invalidStateMessage(id));
  const updated = await applyTransition(db, user, exam, action, body.reason);
  return { ...updated, message: STATUS_UPDATED };
}

/** `POST /exams-api/exams/{id}/uploadwithoutfiles`: support confirms the exam as delivered without files. */
export async function markUploadedWithoutFiles(db: Db, user: SessionUser, id: number) {
  const exam = await examInScope(db, user, id);
  const action = findTransition("uploadwithoutfiles", exam.state, null, user.role);
  if (!action) throw new ConflictError(invalidStateMessage(id));
  const updated = await applyTransition(db, user, exam, action);
  return { ...updated, message: STATUS_UPDATED };
}

const KIND_WORD = { INSTRUCTIONS: "instrucciones", QUESTIONS: "preguntas" } as const;

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
  const exam = await examInScope(db, user, id);
  const action = findTransition("upload", exam.state, null, user.role);
  if (!action) throw new ConflictError(invalidStateMessage(id));
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
  return { id, state, message: examUpdatedMessage(id) };
}

async function filesOf(db: Db, examId: number, kind?: ExamFileKind) {
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
  if (files.length === 0) throw new NotFoundError(missingFileMessage(KIND_WORD[kind]));
  return new FileDownload(await zipStoredFiles(db, files), `Examen ${exam.option} - ${KIND_WORD[kind]}.zip`, ZIP_MIME);
}

const PACKAGE_STATES = new Set(["UPLOAD_CORRECT", "REVISION_PENDING", "REVISED_INCORRECT", "REVISED_CORRECT"]);

/**
 * The package support loads into the online exam platform: a zip with the instructions, the
 * questions and a manifest.json (course, option, date, duration). Only for an online exam whose
 * upload was marked correct; records who generated it and when.
 */
export async function generateOnlineExam(db: Db, user: SessionUser, id: number) {
  const exam = await examInScope(db, user, id);
  if (!exam.online) throw new ConflictError(`El examen ${id} no es un examen online`);
  if (!PACKAGE_STATES.has(exam.state)) {
    throw new ConflictError(`El examen ${id} no tiene una subida correcta: no se puede generar el examen online`);
  }
  const files = await filesOf(db, id);
  const manifest = {
    examId: exam.id,
    courseId: exam.courseId,
    courseName: exam.courseName,
    option: exam.option,
    date: exam.date,
    duration: exam.duration,
    instructions: files.filter((f) => f.kind === "INSTRUCTIONS").map((f) => f.name),
    questions: files.filter((f) => f.kind === "QUESTIONS").map((f) => f.name),
  };
  await db.update(exams).set({ packageGeneratedBy: user.id, packageGeneratedAt: new Date() }).where(eq(exams.id, id));
  const zip = await zipStoredFiles(
    db,
    files.map((f) => ({ ...f, folder: f.kind === "INSTRUCTIONS" ? "instrucciones" : "preguntas" })),
    [{ name: "manifest.json", text: JSON.stringify(manifest, null, 2) }],
  );
  return new FileDownload(zip, `Examen ${exam.option} - ${exam.courseId} - online.zip`, ZIP_MIME);
}

export const EXTRAORDINARY_PAST_DATE = "La fecha del examen extraordinario ya ha pasado";
export const EXTRAORDINARY_PAST_EXAM = "El examen elegido ya se ha celebrado";

/**
 * An extraordinary exam: a copy of the chosen exam (course, term, duration, modality, venue) with
 * its own option and date, hidden from the students' offer; support books it with an
 * out-of-deadline request. Refused with 400 when the option is empty or either date has passed.
 */
export async function createExtraordinaryExam(db: Db, user: SessionUser, id: number, body: ExtraordinaryBody) {
  if (body.examId !== id) throw new ValidationError("El identificador del cuerpo no coincide con el de la ruta");
  const [source] = await db.select().from(exams).where(eq(exams.id, id));
  if (!source) throw new NotFoundError("No se ha encontrado el examen");
  const now = Date.now();
  if (source.startsAt.getTime() < now)
    throw new ValidationError(EXTRAORDINARY_PAST_EXAM, { examId: [EXTRAORDINARY_PAST_EXAM] });
  const date = new Date(body.date);
  // The form offers the current minute by default: a date within the last minute is "now", not past.
  if (date.getTime() < now - 60_000)
    throw new ValidationError(EXTRAORDINARY_PAST_DATE, { date: [EXTRAORDINARY_PAST_DATE] });
  const [created] = await db
    .insert(exams)
    .values({
      courseId: source.courseId,
      termId: source.termId,
      option: body.option,
      startsAt: date,
      durationMinutes: source.durationMinutes,
      visible: false,
      online: source.online,
      defaultHeadquarter: source.defaultHeadquarter,
      extraordinaryOf: source.id,
    })
    .onConflictDoNothing()
    .returning({ id: exams.id });
  if (!created)
    throw new ConflictError(`Ya existe un examen con la opción ${body.option} en esta asignatura y convocatoria`);
  return { id: created.id, message: extraordinaryCreatedMessage(created.id) };
}

export async function createTerm(db: Db, name: string) {
  const [existing] = await db
    .select({ id: examTerms.id })
    .from(examTerms)
    .where(sql`lower(${examTerms.name}) = lower(${name})`);
  if (existing) throw new ConflictError("Ya existe una convocatoria con ese nombre");
  const [term] = await db.insert(examTerms).values({ name }).returning();
  return term!;
}

export async function setTermEnabled(db: Db, id: number, enabled: boolean) {
  const [term] = await db.update(examTerms).set({ enabled }).where(eq(examTerms.id, id)).returning();
  if (!term) throw new NotFoundError("No se ha encontrado la convocatoria");
  return term;
}

/** Deleting a term that exams use is refused: they would lose their convocatoria. */
export async function deleteTerm(db: Db, id: number) {
  const [inUse] = await db.select({ id: exams.id }).from(exams).where(eq(exams.termId, id)).limit(1);
  if (inUse) throw new ConflictError("No se puede eliminar la convocatoria porque hay exámenes que la usan");
  const [deleted] = await db.delete(examTerms).where(eq(examTerms.id, id)).returning({ id: examTerms.id });
  if (!deleted) throw new NotFoundError("No se ha encontrado la convocatoria");
  return deleted;
}
