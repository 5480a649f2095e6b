/** A window the person may still act in: what it is for, and when it closes (null: no closing date). */
export interface Deadline {
  label: string;
  closes: Date | null;
}
