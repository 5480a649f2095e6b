import { tableQuerySchema } from "@/lib/list/table-query";
import type { z } from "@/lib/validation/z";
import { sessionFilters } from "../venues/schemas";

/** `GET /exams-api/waitlist/entries`: every session's list in order, filtered by venue and exam days. */
export const waitlistEntryListQuery = tableQuerySchema(["date"]).extend(sessionFilters);
export type WaitlistEntryListQuery = z.infer<typeof waitlistEntryListQuery>;

/** One waiting student as support reads the lists: named by name and DNI, never by login id. */
export interface WaitlistEntryRow {
  id: number;
  /** 1 = the next to get a freed seat of the session. */
  position: number;
  /** The student's external id, for the personal-data read log only: screens name people by name and DNI. */
  userId: string;
  givenName: string;
  familyName: string;
  dni: string;
  courseName: string;
  examOption: string;
  examDate: string;
  venueName: string;
  joined: string;
}
