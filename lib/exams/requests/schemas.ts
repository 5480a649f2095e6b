import { tableQuerySchema } from "@/lib/list/table-query";
import { msg } from "@/lib/i18n/message";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { positiveId, text } from "../fields";

/** Seed 001 §8: the one 409 of a choice, whether it overlaps another exam or the course already has one. */
export const OVERLAP_MESSAGE = msg("exams.errors.overlap");
export const OUT_OF_DEADLINE_MESSAGE = msg("exams.errors.outOfDeadline");
const NAMED_ALTERNATIVES = 5;

/** Seed 001 §8's 423, naming the venues that still have seats (the first five, then how many more), or saying that none has. */
export const venueFullMessage = (alternatives: string[]) =>
  alternatives.length === 0
    ? msg("exams.errors.venueFullNoOther")
    : alternatives.length > NAMED_ALTERNATIVES
      ? msg("exams.errors.venueFullMore", {
          venues: alternatives.slice(0, NAMED_ALTERNATIVES).join(", "),
          more: alternatives.length - NAMED_ALTERNATIVES,
        })
      : msg("exams.errors.venueFull", { venues: alternatives.join(", ") });
export const SAME_VENUE_MESSAGE = msg("exams.errors.sameVenue");
/** Support giving a seat by hand when none is free. */
export const SESSION_FULL_MESSAGE = msg("exams.errors.sessionFull");

/** `POST /exams-api/requests`: a student's choice of exam and venue. */
export const requestBody = z.object({
  examId: positiveId(says("exams.fields.examInvalid")),
  headquarterId: text(100),
});
export type RequestBody = z.infer<typeof requestBody>;

/** The answer to a choice (seed 001 §3): the student's and the course's external ids, as the request lists give them. */
export interface ChoiceCreated {
  id: number;
  userId: string;
  examId: number;
  courseId: string;
  headquarterId: string;
  created: string;
}

/** `PUT /exams-api/requests/{id}/venue`: 'Cambiar de sede', the same exam at another venue. */
export const venueChangeBody = requestBody.pick({ headquarterId: true });
export type VenueChangeBody = z.infer<typeof venueChangeBody>;

/** `POST /exams-api/requests/{user}`: the same, made by support on the student's behalf. */
export const requestOnBehalfBody = requestBody.extend({ userId: text(100).optional() });

export const REQUEST_SORT_KEYS = ["created", "date"] as const;
export const requestListQuery = tableQuerySchema(REQUEST_SORT_KEYS);
export type RequestListQuery = z.infer<typeof requestListQuery>;

export interface RequestRow {
  id: number;
  userId: string;
  name: string;
  givenName: string;
  familyName: string;
  dni: string;
  examId: number;
  examOption: string;
  examDate: string;
  courseId: string;
  courseName: string;
  headquarterId: string;
  headquarterName: string;
  created: string;
}
