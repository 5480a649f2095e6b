import type { CourseRow } from "../courses/schemas";

/** A venue as the specification names its fields (seed 001 §3: 'Organization/venue'). */
export interface VenueRow extends CourseRow {
  capacity: number | null;
}

export interface OfferedVenue extends VenueRow {
  /** Seats left at this venue at the exam's date and time; null without a limit. */
  seatsLeft: number | null;
}
