import { msg } from "@/lib/i18n/message";
import { requestBody, type RequestRow } from "../requests/schemas";

/** `POST /exams-api/waitlist`: the exam and the venue whose session the student waits for (the choice's own body). */
export const waitlistBody = requestBody;

export const ALREADY_WAITING_MESSAGE = msg("exams.errors.alreadyWaiting");
export const SEATS_LEFT_MESSAGE = msg("exams.errors.seatsLeft");
export const ALREADY_SEATED_MESSAGE = msg("exams.errors.alreadySeated");
export const ENTRY_NOT_FOUND_MESSAGE = msg("exams.errors.waitlistEntryNotFound");

/** One entry of a waiting list, with its position in its venue session (1 = next to get a freed seat). */
export interface WaitlistRow extends Pick<
  RequestRow,
  | "id"
  | "userId"
  | "name"
  | "examId"
  | "examOption"
  | "examDate"
  | "courseId"
  | "courseName"
  | "headquarterId"
  | "headquarterName"
> {
  position: number;
  joined: string;
}
