import type { Role } from "@/db/enums/roles";
import type { InstanceAction, InstanceStatus } from "@/db/enums/instances";
import type { Msg } from "@/lib/i18n/message";
import { allowedIn, allows } from "@/lib/transitions/table";
import { MESSAGES } from "./messages";

export interface InstanceTransition {
  /** The states the action is taken from. */
  from: readonly InstanceStatus[];
  /** The state it leaves the request in; null when the request keeps its state (a file goes in). */
  to: InstanceStatus | null;
  roles: readonly Role[];
  /** The 403 when a role the endpoint lets in is not one of `roles`. */
  refused: Msg;
  /** The 409 when the request is in another state. */
  conflict: Msg;
}

const STUDENT = ["ROLE_STUDENT"] as const satisfies readonly Role[];
const SECRETARY = ["ROLE_SECR"] as const satisfies readonly Role[];
/** While a request is live its files come in; once closed or cancelled they are kept as they are (seed 002 §4). */
const LIVE = ["OPEN", "IN_PROCESS"] as const satisfies readonly InstanceStatus[];

const move = { conflict: MESSAGES.updateError };
const file = { from: LIVE, to: null, conflict: MESSAGES.fileLocked };

/**
 * Every state change and state-bound action of an instance request (seed 002 §4 and §6), keyed by
 * the action its history records. The server's guards take their states and roles from here (a
 * conditional UPDATE from `from`), and the rows' buttons are the same rows (`allowedActions`). Whose
 * request a role reaches (a student: their own) is the queries' business, not this table's.
 */
export const INSTANCE_TRANSITIONS = {
  CANCEL: { ...move, from: ["OPEN"], to: "CANCELED", roles: STUDENT, refused: MESSAGES.onlyStudentCancels },
  ANSWER: { ...move, from: LIVE, to: "IN_PROCESS", roles: SECRETARY, refused: MESSAGES.onlySecretary },
  IN_PROCESS: { ...move, from: ["OPEN"], to: "IN_PROCESS", roles: SECRETARY, refused: MESSAGES.onlySecretary },
  CLOSE: { ...move, from: LIVE, to: "CLOSED", roles: SECRETARY, refused: MESSAGES.onlySecretaryCloses },
  /** Reopening is offered in the list that is not the secretary's (seed 002 §4): the coordinator's. */
  REOPEN: { ...move, from: ["CLOSED"], to: "OPEN", roles: ["ROLE_COORD"], refused: MESSAGES.onlyReopenNotSecretary },
  /** Staff attach the student's file only while there is none (filing on behalf): a rule of the row, in the files service. */
  STUDENT_FILE: {
    ...file,
    roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
    refused: MESSAGES.studentFileIsStudents,
  },
  RESPONSE_FILE: { ...file, roles: SECRETARY, refused: MESSAGES.onlySecretaryResponds },
} as const satisfies Record<Exclude<InstanceAction, "CREATE">, InstanceTransition>;

export type InstanceTransitionAction = keyof typeof INSTANCE_TRANSITIONS;

/** Can `role` take `action` on a request in `state`? */
export function canTransition(action: InstanceTransitionAction, state: string, role: Role): boolean {
  return allows(INSTANCE_TRANSITIONS[action], state, role);
}

/** The actions `role` may take on a request in `state`: the buttons a row shows. */
export function allowedActions(state: string, role: Role): InstanceTransitionAction[] {
  return allowedIn(INSTANCE_TRANSITIONS, state, role);
}

/** The states a request is still being dealt with in: it counts as in progress for its student. */
export const IN_PROGRESS = LIVE;
