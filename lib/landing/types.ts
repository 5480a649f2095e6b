/** A window the person may still act in: what it is for, and when it closes (null: no closing date). */
export interface Deadline {
  label: string;
  closes: Date | null;
}

/** The landing's cards, in the order shown. */
export type CardKey =
  | "exam-choices"
  | "enrollment-calls"
  | "tfg-calls"
  | "rejected-documents"
  | "enrollment-files"
  | "surveys"
  | "my-instances"
  | "documents-to-review"
  | "open-instances"
  | "tfg-requests";
