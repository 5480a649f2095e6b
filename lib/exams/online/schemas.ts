import { z } from "@/lib/validation/z";
import { EXAM_STATES, type ExamFileKind, type ExamState } from "@/db/enums/exams";
import { examIdParams, examName, NO_FILE_SELECTED, type ExamRow, type NamedExam } from "../exams/schemas";
import { positiveId } from "../fields";
import { EXAM_ACTIONS, EXAM_TRANSITIONS, type Transition } from "../transitions";

export const REASON_REQUIRED = "Por favor, introduce una razón";
export const STATUS_UPDATED = "Estado del examen actualizado";
export const REVIEW_FINISHED = "El examen ha sido configurado y revisado";
export const invalidStateMessage = (exam: NamedExam) => `El estado del ${examName(exam)} no es válido`;
export const examUpdatedMessage = (exam: NamedExam) => `Se ha actualizado el ${examName(exam)}`;
export const missingFileMessage = (kind: "instrucciones" | "preguntas") => `Este examen no tiene fichero de ${kind}`;
export const notOnlineMessage = (exam: NamedExam) => `El ${examName(exam)} no es un examen online`;
export const noPackageMessage = (exam: NamedExam) =>
  `El ${examName(exam)} no tiene una subida correcta: no se puede generar el examen online`;

export const examFileVersionParams = examIdParams.extend({ versionId: positiveId("Identificador de fichero") });

/** Does reaching `state` need a reason? When a row of the transitions table that reaches it asks for one. */
export function needsReason(state: ExamState): boolean {
  return EXAM_ACTIONS.some((action) => {
    const t: Transition = EXAM_TRANSITIONS[action];
    return t.reason && t.to === state;
  });
}

/** `POST /exams-api/exams/{id}/status`. An incorrect mark needs a reason. */
export const statusBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    status: z.enum(EXAM_STATES, { error: "Estado no válido" }),
    reason: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (needsReason(value.status) && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED });
  });
export type StatusBody = z.infer<typeof statusBody>;

export interface StateChangeRow {
  fromState: string;
  toState: string;
  reason: string | null;
  by: string;
  at: string;
}

/** One instruction or question file, current or superseded by a later upload of its kind. */
export interface ExamFileVersionRow {
  id: number;
  kind: ExamFileKind;
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string | null;
  /** The upload round: how many times the exam had been sent back for a new upload. */
  round: number;
  current: boolean;
}

/** The management dialogs' read of an exam. */
export interface ExamDetail extends ExamRow {
  history: StateChangeRow[];
  /** Every file ever uploaded, oldest first: for support only (empty for the instructor). */
  fileVersions: ExamFileVersionRow[];
  /** The kinds already uploaded since the exam was last sent back (or since the start): the upload completes with both. */
  uploadedThisRound: ExamFileKind[];
  packageGeneratedAt: string | null;
  packageGeneratedBy: string | null;
}

/** The instructor's upload form: one or more files of one kind. */
export const examFilesForm = z.object({
  files: z.array(z.instanceof(File), { error: NO_FILE_SELECTED }).min(1, NO_FILE_SELECTED),
});

/** The instructor's upload as the endpoint reads it: several files in the field `files`. */
export const EXAM_FILES_UPLOAD = { field: "files", missing: NO_FILE_SELECTED, many: true } as const;
