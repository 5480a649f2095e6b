import { tableQuerySchema } from "@/lib/list/table-query";
import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { EXAM_STATES, type ExamState } from "./constants";

/** Seed 001 §8: the one 409 of a choice, whether it overlaps another exam or the course already has one. */
export const OVERLAP_MESSAGE = "Ya ha elegido un examen para esta fecha";
export const OUT_OF_DEADLINE_MESSAGE =
  "El plazo de petición de este examen no está abierto. Consulta con tu asesor académico";
export const VENUE_FULL_MESSAGE =
  "La sede elegida no tiene plazas libres para este examen. Elige otra sede o contacta con tu asesor académico";
export const REASON_REQUIRED = "Por favor, introduce una razón";
export const NO_FILE_SELECTED = "No se ha seleccionado ningún archivo";
export const STATUS_UPDATED = "Estado del examen actualizado";
export const REVIEW_FINISHED = "El examen ha sido configurado y revisado";
export const invalidStateMessage = (id: number) => `El estado del examen ${id} no es válido`;
export const examUpdatedMessage = (id: number) => `El examen ${id} ha sido actualizado`;
export const extraordinaryCreatedMessage = (id: number) => `Examen extraordinario ${id} creado`;
export const missingFileMessage = (kind: "instrucciones" | "preguntas") => `Este examen no tiene fichero de ${kind}`;

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} no válido` })
    .int(`${label} no válido`)
    .positive(`${label} no válido`);
const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);

export const examIdParams = z.object({ id: positiveId("Identificador de examen") });
export const courseParams = z.object({ courseId: text(100) });
export const userParams = z.object({ user: text(100) });
export const examFileVersionParams = examIdParams.extend({ versionId: positiveId("Identificador de fichero") });
export const courseUserParams = z.object({ courseId: text(100), user: text(100) });

/** `POST /exams-api/requests`: a student's choice of exam and venue. */
export const requestBody = z.object({
  examId: positiveId("Examen"),
  headquarterId: text(100),
});
export type RequestBody = z.infer<typeof requestBody>;

/** The answer to a choice (seed 001 §3): the student's and the course's external ids, as the request lists give them. */
export interface ChoiceCreated {
  id: number;
  userId: string;
  examId: number;
  courseId: string;
  headquarterId: string;
  created: string;
}

/** `POST /exams-api/requests/{user}`: the same, made by support on the student's behalf. */
export const requestOnBehalfBody = requestBody.extend({ userId: text(100).optional() });

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

export function needsReason(state: ExamState): boolean {
  return state === "UPLOAD_INCORRECT" || state === "REVISED_INCORRECT";
}

/** `POST /exams-api/exams/{id}/extraordinary`: a new exam from the chosen one, with its option and date. */
export const extraordinaryBody = z.object({
  examId: positiveId("Examen"),
  option: text(20),
  date: z.iso.datetime({ offset: true, error: "Fecha no válida" }),
});
export type ExtraordinaryBody = z.infer<typeof extraordinaryBody>;

export const termBody = z.object({ name: text(100) });
export type TermBody = z.output<typeof termBody>;
export const termUpdateBody = z.object({ enabled: z.boolean({ error: "Indica si la convocatoria está habilitada" }) });

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

export const REQUEST_SORT_KEYS = ["created", "date"] as const;
export const requestListQuery = tableQuerySchema(REQUEST_SORT_KEYS);
export type RequestListQuery = z.infer<typeof requestListQuery>;

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
  kind: "INSTRUCTIONS" | "QUESTIONS";
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string | null;
  /** The upload round: how many times the exam had been sent back for a new upload. */
  round: number;
  current: boolean;
}

export interface ExamDetail extends ExamRow {
  history: StateChangeRow[];
  /** Every file ever uploaded, oldest first: for support only (empty for the instructor). */
  fileVersions: ExamFileVersionRow[];
  /** The kinds already uploaded since the exam was last sent back (or since the start): the upload completes with both. */
  uploadedThisRound: ("INSTRUCTIONS" | "QUESTIONS")[];
  packageGeneratedAt: string | null;
  packageGeneratedBy: string | null;
}

export interface CourseRow {
  courseId: string;
  courseName: string;
}

export interface VenueRow extends CourseRow {
  capacity: number | null;
}

export interface OfferedVenue extends VenueRow {
  /** Seats left at this venue at the exam's date and time; null without a limit. */
  seatsLeft: number | null;
}

export interface RequestRow {
  id: number;
  userId: string;
  name: string;
  givenName: string;
  familyName: string;
  dni: string;
  examId: number;
  examOption: string;
  examDate: string;
  courseId: string;
  courseName: string;
  headquarterId: string;
  headquarterName: string;
  created: string;
}

export interface TermRow {
  id: number;
  name: string;
  enabled: boolean;
}

/** The instructor's upload form: one or more files of one kind. */
export const examFilesForm = z.object({
  files: z.array(z.instanceof(File), { error: NO_FILE_SELECTED }).min(1, NO_FILE_SELECTED),
});

/** The instructor's upload as the endpoint reads it: several files in the field `files`. */
export const EXAM_FILES_UPLOAD = { field: "files", missing: NO_FILE_SELECTED, many: true } as const;

/** The support's CSV upload form (multipart field `file`). */
export const examsCsvForm = z.object({ file: z.instanceof(File, { message: NO_FILE_SELECTED }) });

export const STUDENT_SEARCH_TOO_SHORT = "Escribe al menos 2 caracteres para buscar";

/** The support's student search (`GET /exams-api/students?q=`): a name, surnames, DNI or e-mail, or part of them. */
export const studentSearchQuery = z.object({
  q: z.string({ error: REQUIRED }).trim().min(2, STUDENT_SEARCH_TOO_SHORT).max(100),
});
export type StudentSearchQuery = z.infer<typeof studentSearchQuery>;
