import { tableQuerySchema } from "@/lib/list/table-query";
import { z } from "@/lib/validation/z";
import { positiveId, text } from "../fields";

export const NO_FILE_SELECTED = "No se ha seleccionado ningún archivo";
/** What names an exam to a person: its course and option. */
export type NamedExam = { courseName: string; option: string };
/** An exam as a person names it, without its article: 'examen A de Cálculo'. */
export const examName = (exam: NamedExam) => `examen ${exam.option} de ${exam.courseName}`;
export const extraordinaryCreatedMessage = (exam: NamedExam) =>
  `Se ha creado el examen extraordinario ${exam.option} de ${exam.courseName}`;
export const EXTRAORDINARY_PAST_DATE = "La fecha del examen extraordinario ya ha pasado";
export const EXTRAORDINARY_PAST_EXAM = "El examen elegido ya se ha celebrado";

export const examIdParams = z.object({ id: positiveId("Identificador de examen") });

/** `POST /exams-api/exams/{id}/extraordinary`: a new exam from the chosen one, with its option and date. */
export const extraordinaryBody = z.object({
  examId: positiveId("Examen"),
  option: text(20),
  date: z.iso.datetime({ offset: true, error: "Fecha no válida" }),
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
