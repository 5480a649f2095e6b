import type { Role } from "@/db/enums/roles";
import type { DocumentStatus } from "@/db/enums/documents";
import { msg, type Msg } from "@/lib/i18n/message";
import { allowedIn, allows } from "@/lib/transitions/table";

export interface DocumentTransition {
  /** The states the action is taken from. */
  from: readonly DocumentStatus[];
  to: DocumentStatus;
  roles: readonly Role[];
  /** The 409 when the document is in another state. */
  conflict: Msg;
}

const COORDINATOR = ["ROLE_COORD"] as const satisfies readonly Role[];

/**
 * Every state change of a document (seed 000 §4): a coordinator approves any document not yet
 * approved, and rejects a pending one with a reason. The server's guards take their states and
 * roles from here (a conditional UPDATE from `from`), and the review rows' buttons are the same rows
 * (`allowedActions`). A new document starts PENDING (the table's default).
 */
export const DOCUMENT_TRANSITIONS = {
  approve: {
    from: ["PENDING", "REJECTED"],
    to: "APPROVED",
    roles: COORDINATOR,
    conflict: msg("documents.errors.alreadyApproved"),
  },
  reject: {
    from: ["PENDING"],
    to: "REJECTED",
    roles: COORDINATOR,
    conflict: msg("documents.errors.onlyPending"),
  },
} as const satisfies Record<string, DocumentTransition>;

export type DocumentAction = keyof typeof DOCUMENT_TRANSITIONS;

/** Can `role` take `action` on a document in `state`? */
export function canTransition(action: DocumentAction, state: string, role: Role): boolean {
  return allows(DOCUMENT_TRANSITIONS[action], state, role);
}

/** The actions `role` may take on a document in `state`: the buttons a review row shows. */
export function allowedActions(state: string, role: Role): DocumentAction[] {
  return allowedIn(DOCUMENT_TRANSITIONS, state, role);
}
