/** The exams module's fixed values, free of dependencies: the schema (db/) and client code both import them. */

/** Online-exam states (seed 001 §4), in the order of the review cycle. */
export const EXAM_STATES = [
  "NOT_UPLOADED",
  "UPLOADED",
  "UPLOAD_WITHOUT_FILES",
  "UPLOAD_INCORRECT",
  "UPLOAD_CORRECT",
  "REVISION_PENDING",
  "REVISED_INCORRECT",
  "REVISED_CORRECT",
] as const;
export type ExamState = (typeof EXAM_STATES)[number];

export const EXAM_FILE_KINDS = ["INSTRUCTIONS", "QUESTIONS"] as const;
export type ExamFileKind = (typeof EXAM_FILE_KINDS)[number];

/** The online venue: no seat limit, and offered only when an exam names it as its default. */
export const ONLINE_VENUE_ID = "cntr_exam_99";

/** Debounce of the exam table's search (seed 001 §9). */
export const EXAM_SEARCH_DEBOUNCE_MS = 700;

/** The coordinator's spreadsheet of active requests. */
export const CHOICES_FILE_NAME = "choices.xlsx";
