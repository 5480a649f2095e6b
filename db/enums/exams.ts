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
