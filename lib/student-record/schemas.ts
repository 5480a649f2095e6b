import { tableQuerySchema } from "@/lib/list/table-query";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";

const SMS_EMPTY = says("studentRecord.sms.errors.empty");
/** Ten parts at most: longer texts belong in an e-mail (the catalogue's `sms.errors.tooLong` names the number). */
export const SMS_MAX_CHARACTERS = 1530;

const externalId = z.string().trim().min(1).max(100);

/** What a search looks in, in the form's order (its labels: `studentRecord.search.kinds`). */
export const SEARCH_KINDS = ["id", "name", "family", "email"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** `GET /student-record-api/users/{kind}/{term}`. */
export const searchParams = z.object({
  kind: z.enum(SEARCH_KINDS, { error: says("studentRecord.search.kindInvalid") }),
  term: z.string().trim().min(1, says("studentRecord.search.termRequired")).max(100),
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
    .max(SMS_MAX_CHARACTERS, says("studentRecord.sms.errors.tooLong")),
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
