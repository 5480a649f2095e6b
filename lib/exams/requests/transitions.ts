import type { Role } from "@/db/enums/roles";
import { allowedIn } from "@/lib/transitions/table";

/**
 * A student's exam request for a course (seed 001 §4): none, or one chosen exam with a venue. It is
 * created or deleted; its venue may change (issue 42); a change of exam is a deletion and a new choice.
 */
export const REQUEST_STATES = ["NONE", "CHOSEN"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export interface RequestTransition {
  from: readonly RequestState[];
  to: RequestState;
  roles: readonly Role[];
  /** Bound by the exam's inscription window and its offer (visible, enabled term); support's own rows are not. */
  inWindow: boolean;
}

const STUDENT = ["ROLE_STUDENT"] as const satisfies readonly Role[];
const SUPPORT = ["ROLE_ADMIN", "ROLE_GES_EXAM"] as const satisfies readonly Role[];

/**
 * Every change of a student's request for a course. The servers take from here who may act and
 * whether the inscription window binds them; the `from` states are the database's to enforce (one
 * request per student and course, a unique key: 409; deleting a request that is not there: 404),
 * and the student's cards show the same rows as buttons (`requestActions`).
 */
export const REQUEST_TRANSITIONS = {
  choose: { from: ["NONE"], to: "CHOSEN", roles: STUDENT, inWindow: true },
  chooseOnBehalf: { from: ["NONE"], to: "CHOSEN", roles: SUPPORT, inWindow: false },
  delete: { from: ["CHOSEN"], to: "NONE", roles: STUDENT, inWindow: true },
  deleteOnBehalf: { from: ["CHOSEN"], to: "NONE", roles: SUPPORT, inWindow: false },
  changeVenue: { from: ["CHOSEN"], to: "CHOSEN", roles: STUDENT, inWindow: true },
  changeVenueOnBehalf: { from: ["CHOSEN"], to: "CHOSEN", roles: SUPPORT, inWindow: false },
} as const satisfies Record<string, RequestTransition>;

export type RequestAction = keyof typeof REQUEST_TRANSITIONS;

/** The row of a choice or a deletion: support's on the student's behalf, or the student's own. */
export function requestTransition(verb: "choose" | "delete" | "changeVenue", bySupport: boolean): RequestTransition {
  return REQUEST_TRANSITIONS[bySupport ? (`${verb}OnBehalf` as const) : verb];
}

/** The actions `role` may take on a request in `state`: the buttons a screen shows. */
export function requestActions(state: RequestState, role: Role): RequestAction[] {
  return allowedIn(REQUEST_TRANSITIONS, state, role);
}
