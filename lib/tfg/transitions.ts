import { SECRETARIAT, STAFF, STUDENTS_AND_STAFF } from "@/lib/auth/roles";
import { type Role } from "@/db/enums/roles";
import type { RequestStatus } from "@/db/enums/tfg";
import { allowedIn, allows } from "@/lib/transitions/table";

/** The two kinds of TFG row that move through the states of seed 003 §4. */
export type TfgKind = "request" | "defense";

export interface TfgTransition {
  /** The states the action is taken from. */
  from: readonly RequestStatus[];
  /** The state it leaves the row in; null when the row keeps its state (edit, download, ask for a defense). */
  to: RequestStatus | null;
  roles: readonly Role[];
}

const STUDENT = ["ROLE_STUDENT"] as const satisfies readonly Role[];
/** Staff review: coordinators, secretaries, admins, and instructors in the areas they manage. */
const REVIEWERS = STAFF;

const review = {
  accept: { from: ["OPEN"], to: "ACCEPTED", roles: REVIEWERS },
  reject: { from: ["OPEN"], to: "REJECTED", roles: REVIEWERS },
  cancel: { from: ["OPEN"], to: "CANCELED", roles: STUDENT },
  edit: { from: ["OPEN", "ACCEPTED"], to: null, roles: REVIEWERS },
  download: { from: ["ACCEPTED"], to: null, roles: STUDENTS_AND_STAFF },
} as const satisfies Record<string, TfgTransition>;

/**
 * Every state change and state-bound action of area requests and defense requests (seed 003 §4 and
 * its row actions). The server's guards take their states and roles from here (a conditional UPDATE
 * from `from`), and the screens show the same rows as buttons (`allowedActions`). Which rows a role
 * reaches (its own, the degrees it coordinates, the areas it manages) is the scope's business, not this table's.
 */
export const TFG_TRANSITIONS = {
  request: {
    ...review,
    /** A defense is asked for an accepted request, by its student or by staff who manage it. */
    requestDefense: {
      from: ["ACCEPTED"],
      to: null,
      roles: ["ROLE_STUDENT", "ROLE_COORD", ...SECRETARIAT],
    },
  },
  defense: review,
} as const satisfies Record<TfgKind, Record<string, TfgTransition>>;

export type TfgAction<K extends TfgKind = TfgKind> = keyof (typeof TFG_TRANSITIONS)[K] & string;

/** The row of the table for an action of a kind. */
export function transitionOf<K extends TfgKind>(kind: K, action: TfgAction<K>): TfgTransition {
  return (TFG_TRANSITIONS[kind] as Record<string, TfgTransition>)[action]!;
}

/** Can `role` take `action` on a row of `kind` in `state`? */
export function canTransition<K extends TfgKind>(kind: K, action: TfgAction<K>, state: string, role: Role): boolean {
  return allows(transitionOf(kind, action), state, role);
}

/** The actions `role` may take on a row of `kind` in `state`: the buttons a screen shows. */
export function allowedActions<K extends TfgKind>(kind: K, state: string, role: Role): TfgAction<K>[] {
  return allowedIn(TFG_TRANSITIONS[kind] as Record<TfgAction<K>, TfgTransition>, state, role);
}

/**
 * States in which a row is live: it counts towards a student's 8 requests, blocks a duplicate, holds
 * its defense slot and its members' time. The database's partial unique indexes say the same.
 */
export const LIVE_STATES = ["OPEN", "ACCEPTED"] as const satisfies readonly RequestStatus[];

/** Is a row of `kind` in the state acceptance leaves it in (a request holding a place, a defense with its location)? */
export const isAccepted = (kind: TfgKind, state: string) => state === TFG_TRANSITIONS[kind].accept.to;

/** An accepted area request holds a place of its director's allocation. */
export const holdsPlace = (state: string) => isAccepted("request", state);

/** Only a row still waiting for review is 'pendiente'. */
export const isPending = (states: readonly string[]) =>
  states.length === 1 && states[0] === TFG_TRANSITIONS.request.accept.from[0];
