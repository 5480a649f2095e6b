import { tableQuerySchema } from "@/lib/list/table-query";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { positiveId, text } from "../fields";

export const NO_FILE_SELECTED = says("exams.fields.noFileSelected");
/**
 * The same text for an upload's missing file (lib/files/upload.ts takes a string, not a catalogue key):
 * in the default language until it does.
 */
export const NO_FILE_UPLOADED = translate("es", msg("exams.fields.noFileSelected"));
/** What names an exam to a person: its course and option. */
export type NamedExam = { courseName: string; option: string };
export const extraordinaryCreatedMessage = (exam: NamedExam) =>
  msg("exams.extraordinary.created", { option: exam.option, course: exam.courseName });
export const EXTRAORDINARY_PAST_DATE = msg("exams.extraordinary.pastDate");
export const EXTRAORDINARY_PAST_EXAM = msg("exams.extraordinary.pastExam");

export const examIdParams = z.object({ id: positiveId(says("exams.fields.examIdInvalid")) });

/** `POST /exams-api/exams/{id}/extraordinary`: a new exam from the chosen one, with its option and date. */
export const extraordinaryBody = z.object({
  examId: positiveId(says("exams.fields.examInvalid")),
  option: text(20),
  date: z.iso.datetime({ offset: true, error: says("exams.fields.dateInvalid") }),
});
export type ExtraordinaryBody = z.infer<typeof extraordinaryBody>;

export const EXAM_SORT_KEYS = ["date", "course", "option", "state"] as const;

/** `GET /exams-api/exams`: `fullExamList=false` keeps only visible exams of enabled terms. */
export const examListQuery = tableQuerySchema(EXAM_SORT_KEYS).extend({
  fullExamList: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v !== "false"),
  search: z.string().trim().max(100).optional(),
});
export type ExamListQuery = z.infer<typeof examListQuery>;

export interface ExamRow {
  id: number;
  courseId: string;
  courseName: string;
  date: string;
  duration: number;
  startInscriptionDate: string | null;
  endInscriptionDate: string | null;
  option: string;
  termId: number;
  termName: string;
  visible: boolean;
  online: boolean;
  defaultHeadquarter: string | null;
  state: string;
  reason: string | null;
  instructionsFileName: string | null;
  questionsFileName: string | null;
}

/** The support's CSV upload form (multipart field `file`). */
export const examsCsvForm = z.object({ file: z.instanceof(File, { message: NO_FILE_SELECTED }) });
