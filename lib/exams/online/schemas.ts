import { msg } from "@/lib/i18n/message";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { EXAM_STATES, type ExamFileKind, type ExamState } from "@/db/enums/exams";
import { examIdParams, NO_FILE_SELECTED, NO_FILE_UPLOADED, type ExamRow, type NamedExam } from "../exams/schemas";
import { positiveId } from "../fields";
import { EXAM_ACTIONS, EXAM_TRANSITIONS, type Transition } from "../transitions";

export const REASON_REQUIRED = says("exams.online.reasonRequired");
export const STATUS_UPDATED = msg("exams.online.statusUpdated");
const named = (exam: NamedExam) => ({ option: exam.option, course: exam.courseName });
export const invalidStateMessage = (exam: NamedExam) => msg("exams.errors.invalidState", named(exam));
export const examUpdatedMessage = (exam: NamedExam) => msg("exams.online.examUpdated", named(exam));
export const missingFileMessage = (kind: ExamFileKind) => msg(`exams.errors.missingFile.${kind}`);
export const notOnlineMessage = (exam: NamedExam) => msg("exams.errors.notOnline", named(exam));
export const noPackageMessage = (exam: NamedExam) => msg("exams.errors.noPackage", named(exam));

export const examFileVersionParams = examIdParams.extend({ versionId: positiveId(says("exams.fields.fileIdInvalid")) });

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
    status: z.enum(EXAM_STATES, { error: says("exams.fields.stateInvalid") }),
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
export const EXAM_FILES_UPLOAD = { field: "files", missing: NO_FILE_UPLOADED, many: true } as const;
