import { tableQuerySchema } from "@/lib/list/table-query";
import { dayFilter } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import type { CourseRow } from "../courses/schemas";

/** A venue as the specification names its fields (seed 001 §3: 'Organization/venue'). */
export interface VenueRow extends CourseRow {
  capacity: number | null;
}

export interface OfferedVenue extends VenueRow {
  /** Seats left at this venue at the exam's date and time; null without a limit. */
  seatsLeft: number | null;
}

/** The filters of support's session lists ('Sedes', 'Listas de espera'): one venue, and the exam days. */
export const sessionFilters = {
  venue: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(100).optional()),
  from: dayFilter,
  to: dayFilter,
};

/** `GET /exams-api/venues/sessions`: paged, by date (default) or venue, filtered by venue and days. */
export const venueSessionListQuery = tableQuerySchema(["date", "venue"]).extend(sessionFilters);
export type VenueSessionListQuery = z.infer<typeof venueSessionListQuery>;

/** The seats of one venue at one exam date and time. */
export interface VenueSessionRow {
  venueId: string;
  venueName: string;
  startsAt: string;
  /** Null: no seat limit (the online venue). */
  capacity: number | null;
  taken: number;
  /** Null without a limit. */
  free: number | null;
  /** Students on this session's waiting list. */
  waiting: number;
}
