import { tableQuerySchema } from "@/lib/list/table-query";
import { z } from "@/lib/validation/z";

export const SMS_EMPTY = "El texto está vacío, mensaje no enviado";
export const SMS_NO_MOBILE = "El alumno no tiene un número de móvil: mensaje no enviado";
/** Ten parts at most: longer texts belong in an e-mail. */
export const SMS_MAX_CHARACTERS = 1530;

const externalId = z.string().trim().min(1).max(100);

/** What a search looks in, with the form's labels, in the form's order. */
export const SEARCH_KIND_LABELS = {
  id: "Id",
  name: "Nombre",
  family: "Apellidos",
  email: "Correo electrónico",
} as const;
export type SearchKind = keyof typeof SEARCH_KIND_LABELS;
export const SEARCH_KINDS = Object.keys(SEARCH_KIND_LABELS) as [SearchKind, ...SearchKind[]];

/** `GET /student-record-api/users/{kind}/{term}`. */
export const searchParams = z.object({
  kind: z.enum(SEARCH_KINDS, { error: "Tipo de búsqueda no válido" }),
  term: z.string().trim().min(1, "Debe indicar un término de búsqueda").max(100),
});
export const searchQuery = tableQuerySchema(["name"] as const);
export type SearchQuery = z.infer<typeof searchQuery>;

export const dniParams = z.object({ dni: z.string().trim().min(1).max(20) });
export const userParams = z.object({ user: externalId });
export const gradesParams = z.object({ user: externalId, convocatory: z.string().trim().min(1).max(100) });
export const proceedingParams = z.object({ course: externalId, user: externalId });

/** `POST /student-record-api/sms`: `user` is the student's externalId. */
export const smsBody = z.object({
  user: externalId,
  text: z
    .string({ error: SMS_EMPTY })
    .trim()
    .min(1, SMS_EMPTY)
    .max(SMS_MAX_CHARACTERS, `El texto no puede superar los ${SMS_MAX_CHARACTERS} caracteres`),
});

export interface StudentSearchRow {
  userId: string;
  dni: string;
  name: string;
  surnames: string;
  email: string | null;
}

export interface StudentRow {
  userId: string;
  dni: string;
  name: string;
  surnames: string;
  email: string | null;
  mobilePhone: string | null;
}

export interface StudentCourseRow {
  externalId: string;
  uuid: string;
  titulation: string;
  titulationName: string;
  name: string;
  description: string | null;
  term: string | null;
  created: string;
  externalLink: string | null;
}

export interface StudentGradeRow {
  courseId: string;
  courseName: string;
  term: string;
  convocatory: string;
  grade: number | null;
  gradeText: string | null;
}

export interface MyStudentRow {
  userId: string;
  name: string;
  surname: string;
  courseId: string;
  courseName: string;
}

export interface SmsResult {
  id: number;
  status: "QUEUED" | "SENT" | "FAILED";
  parts: number;
  attempts: number;
  lastError: string | null;
}
