import type { Role } from "@/db/enums/roles";
import { allowedActions, type TfgKind } from "@/lib/tfg/transitions";

/** student: own requests; director: read-only; management: accept, reject, edit. */
export type ReviewView = "student" | "director" | "management";
export type ReviewAction = "accept" | "reject" | "cancel" | "edit" | "download";

// What each view offers at most; the transitions table decides which of them the row's state and the
// user's role allow, so the buttons and the server's guards cannot disagree.
const VIEW_ACTIONS: Record<ReviewView, readonly ReviewAction[]> = {
  student: ["download", "cancel"],
  director: ["download"],
  management: ["download", "accept", "reject", "edit"],
};

/** The buttons of a row: the actions the transitions table allows `role` in `state`, within the view. */
export function rowActions(kind: TfgKind, state: string, role: Role, view: ReviewView): ReviewAction[] {
  return allowedActions(kind, state, role).filter((a): a is ReviewAction =>
    (VIEW_ACTIONS[view] as readonly string[]).includes(a),
  );
}
