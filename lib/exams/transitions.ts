import type { Role } from "@/db/enums/roles";
import { EXAM_FILE_KINDS, EXAM_STATES, type ExamFileKind, type ExamState } from "@/db/enums/exams";
import { allowedIn, allows } from "@/lib/transitions/table";

/**
 * The catalogue key of a state's label (`exams.states.*`, seed 001 §4); anything else reads as
 * `exams.states.unknown` ('Ha ocurrido un error leyendo el estado del examen').
 */
export function examStateKey(state: string): `states.${ExamState | "unknown"}` {
  return `states.${(EXAM_STATES as readonly string[]).includes(state) ? (state as ExamState) : "unknown"}`;
}

/** How an action reaches the server: the status call, 'mark uploaded without files', a file upload, or the online package. */
export type TransitionVia = "status" | "uploadwithoutfiles" | "upload" | "generate";

export interface Transition {
  from: readonly ExamState[];
  /** The state it leaves the exam in; null when the exam keeps its state (generating the online package). */
  to: ExamState | null;
  roles: readonly Role[];
  reason: boolean;
  via: TransitionVia;
  /**
   * An upload's change happens only once a file of each of these kinds has come in the exam's
   * current upload round; until then the exam stays where it is and takes the other uploads.
   */
  completesWith?: readonly ExamFileKind[];
  /** Reaching `to` asks the instructor for a new upload: files of earlier rounds no longer count. */
  startsUploadRound?: true;
}

const SUPPORT = ["ROLE_ADMIN", "ROLE_GES_EXAM"] as const satisfies readonly Role[];
const INSTRUCTOR = ["ROLE_INSTRUCTOR"] as const satisfies readonly Role[];

/**
 * Every state change and state-bound action of an online exam (seed 001 §4): the review screen's
 * actions, the instructor's dialog and the online package. The server accepts an action only when a
 * row here allows it, for the caller's role, from the exam's current state (`findTransition`); the
 * screens show the same rows as buttons (`actionsFor`).
 */
export const EXAM_TRANSITIONS = {
  markUploadedWithoutFiles: {
    from: ["NOT_UPLOADED"],
    to: "UPLOAD_WITHOUT_FILES",
    roles: SUPPORT,
    reason: false,
    via: "uploadwithoutfiles",
  },
  markUploadedAgain: {
    from: ["UPLOAD_INCORRECT"],
    to: "UPLOADED",
    roles: SUPPORT,
    reason: false,
    via: "status",
  },
  markUploadCorrect: {
    from: ["UPLOADED", "UPLOAD_WITHOUT_FILES"],
    to: "UPLOAD_CORRECT",
    roles: SUPPORT,
    reason: false,
    via: "status",
  },
  markUploadIncorrect: {
    from: ["UPLOADED", "UPLOAD_WITHOUT_FILES"],
    to: "UPLOAD_INCORRECT",
    roles: [...SUPPORT, ...INSTRUCTOR],
    reason: true,
    via: "status",
    startsUploadRound: true,
  },
  markRevisionPending: {
    from: ["UPLOAD_CORRECT", "REVISED_INCORRECT"],
    to: "REVISION_PENDING",
    roles: SUPPORT,
    reason: false,
    via: "status",
  },
  confirmReview: {
    from: ["REVISION_PENDING"],
    to: "REVISED_CORRECT",
    roles: INSTRUCTOR,
    reason: false,
    via: "status",
  },
  rejectReview: {
    from: ["REVISION_PENDING"],
    to: "REVISED_INCORRECT",
    roles: INSTRUCTOR,
    reason: true,
    via: "status",
  },
  uploadFiles: {
    from: ["NOT_UPLOADED", "UPLOAD_INCORRECT"],
    to: "UPLOADED",
    roles: INSTRUCTOR,
    reason: false,
    via: "upload",
    completesWith: EXAM_FILE_KINDS,
  },
  /** The package support loads into the online exam platform, once the upload was marked correct. */
  generatePackage: {
    from: ["UPLOAD_CORRECT", "REVISION_PENDING", "REVISED_INCORRECT", "REVISED_CORRECT"],
    to: null,
    roles: SUPPORT,
    reason: false,
    via: "generate",
  },
} as const satisfies Record<string, Transition>;

export type ExamAction = keyof typeof EXAM_TRANSITIONS;
export const EXAM_ACTIONS = Object.keys(EXAM_TRANSITIONS) as ExamAction[];

/** The action that takes an exam from `from` to `to` through `via` for `role`, if the table has one. */
export function findTransition(via: TransitionVia, from: string, to: string | null, role: Role): ExamAction | null {
  const found = EXAM_ACTIONS.find((action) => {
    const t: Transition = EXAM_TRANSITIONS[action];
    return t.via === via && (to === null || t.to === to) && allows(t, from, role);
  });
  return found ?? null;
}

/** The states whose entry starts a new upload round (seed 001 §4: 'Subida incorrecta' asks for both files again). */
export const UPLOAD_ROUND_STATES: ExamState[] = EXAM_ACTIONS.flatMap((action) => {
  const t: Transition = EXAM_TRANSITIONS[action];
  return t.startsUploadRound && t.to ? [t.to] : [];
});

/** The actions a role may take on an exam in `state` (the buttons a screen shows, labelled `exams.actions.{action}`). */
export function actionsFor(state: string, role: Role): ExamAction[] {
  return allowedIn(EXAM_TRANSITIONS, state, role);
}

/** The status changes `role` may make from `state`, each with the state it reaches: the dialog's status buttons. */
export function statusChangesFor(state: string, role: Role) {
  return actionsFor(state, role).flatMap((action) => {
    const t: Transition = EXAM_TRANSITIONS[action];
    return t.via === "status" && t.to ? [{ action, to: t.to, reason: t.reason }] : [];
  });
}
