import type { Role } from "@/db/enums/roles";
import { msg, type Msg } from "@/lib/i18n/message";
import { allowedIn, allows } from "@/lib/transitions/table";

/** An enrolment request's state (seed 002 §4), stored as `isProcessed`. */
export const REQUEST_STATES = ["PENDING", "PROCESSED"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const requestState = (request: { isProcessed: boolean }): RequestState =>
  request.isProcessed ? "PROCESSED" : "PENDING";

/** The stored `isProcessed` of a state. */
export const isProcessedIn = (state: RequestState) => state === "PROCESSED";

export interface RequestTransition {
  /** The states the action is taken from. */
  from: readonly RequestState[];
  /** The state it leaves the request in; null when the request keeps its state or goes (delete). */
  to: RequestState | null;
  roles: readonly Role[];
  /**
   * The 409 when the request is in another state. Without it the action is idempotent: taken again
   * on a request already in `to`, it changes nothing and answers the request (two admins at once).
   */
  refused?: Msg;
}

/** Seed 002 §1: "Secretaries and admins process the requests". */
const PROCESSORS = ["ROLE_SECR", "ROLE_ADMIN"] as const satisfies readonly Role[];

/**
 * Every state change and state-bound action of an enrolment request (seed 002 §4 and the list's
 * buttons; each button's label is the catalogue's `enrollments.transitions.<action>`). The server's guards take their states and roles from here (a conditional write from
 * `from`), and the rows show the same entries as buttons (`allowedActions`). Which requests a role
 * reaches (a student only their own) is the queries' business, not this table's.
 */
export const REQUEST_TRANSITIONS = {
  process: { from: ["PENDING"], to: "PROCESSED", roles: PROCESSORS },
  unprocess: { from: ["PROCESSED"], to: "PENDING", roles: PROCESSORS },
  delete: {
    from: ["PENDING"],
    to: null,
    roles: ["ROLE_STUDENT", "ROLE_ADMIN"],
    refused: msg("enrollments.errors.deleteProcessed"),
  },
  attachFiles: {
    from: ["PENDING"],
    to: null,
    roles: ["ROLE_STUDENT"],
    refused: msg("enrollments.errors.attachProcessed"),
  },
} as const satisfies Record<string, RequestTransition>;

export type RequestAction = keyof typeof REQUEST_TRANSITIONS;

export const transitionOf = (action: RequestAction): RequestTransition => REQUEST_TRANSITIONS[action];

/** Can `role` take `action` on a request in `state`? */
export function canTransition(action: RequestAction, state: RequestState, role: Role): boolean {
  return allows(transitionOf(action), state, role);
}

/** The actions `role` may take on a request in `state`: the buttons a row shows. */
export function allowedActions(state: RequestState, role: Role): RequestAction[] {
  return allowedIn(REQUEST_TRANSITIONS, state, role);
}
