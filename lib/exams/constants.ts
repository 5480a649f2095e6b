/** The exams module's fixed values, free of dependencies: client code imports them. */

/** The online venue: no seat limit, and offered only when an exam names it as its default. */
export const ONLINE_VENUE_ID = "cntr_exam_99";

/** Debounce of the exam table's search (seed 001 §9). */
export const EXAM_SEARCH_DEBOUNCE_MS = 700;

/** The coordinator's spreadsheet of active requests. */
export const CHOICES_FILE_NAME = "choices.xlsx";
