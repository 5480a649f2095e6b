/**
 * The toasts' state, apart from React so that its rules are tested alone: a toast shows in the innermost
 * open dialog or on the page, and one action shows one toast at a time.
 */

export type ToastVariant = "success" | "error" | "info" | "warning";

/**
 * `message` is the toast's title; `description`, when given, its second line (e.g. the server's reason).
 * `source` names what raised it (an action): a new toast of the same source replaces the earlier one.
 */
export type ToastOptions = {
  message: string;
  description?: string;
  variant: ToastVariant;
  durationMs?: number;
  source?: string;
};

export type ToastItem = Omit<ToastOptions, "durationMs"> & {
  id: number;
  durationMs: number;
  /** The dialog it shows in (a `DialogToasts` outlet), or null for the page. */
  place: string | null;
};

/** The toasts and the open dialogs' outlets (the innermost last). A toast raised before a navigation stays, to be read on the next page. */
export type ToastState = { toasts: ToastItem[]; outlets: string[] };

/** Default time on screen of a success or an info toast; calls may pass their own (6000, 15000…). */
export const TOAST_DURATION_MS = 5000;
/** Time on screen of an error toast: long enough to read its reason; hovering or focusing it holds it. */
export const ERROR_TOAST_DURATION_MS = 12_000;
export const MAX_VISIBLE = 4;

export type ToastEvent =
  | { type: "add"; item: Omit<ToastItem, "place"> }
  | { type: "dismiss"; id: number }
  | { type: "open-dialog"; outlet: string }
  | { type: "close-dialog"; outlet: string };

export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case "add": {
      const { item } = event;
      const others = item.source ? state.toasts.filter((t) => t.source !== item.source) : state.toasts;
      const added = { ...item, place: state.outlets.at(-1) ?? null };
      return { ...state, toasts: [...others, added].slice(-MAX_VISIBLE) };
    }
    case "dismiss":
      return { ...state, toasts: state.toasts.filter((t) => t.id !== event.id) };
    // A dialog that opens as the next step of the same task ('Nuevo tribunal' saved, then 'Editar
    // tribunal') shows the toasts still on screen at its top, until their time runs out.
    case "open-dialog":
      return {
        ...state,
        toasts: state.toasts.map((t) => ({ ...t, place: event.outlet })),
        outlets: [...state.outlets, event.outlet],
      };
    // A dialog's own toasts (e.g. the success that closed it) go on showing where it returns to.
    case "close-dialog": {
      const outlets = state.outlets.filter((o) => o !== event.outlet);
      const back = outlets.at(-1) ?? null;
      const toasts = state.toasts.map((t) => (t.place === event.outlet ? { ...t, place: back } : t));
      return { ...state, toasts, outlets };
    }
  }
}

/** The toasts to show in `place` (an outlet, or null for the page): none while a dialog covers it. */
export function toastsIn(state: ToastState, place: string | null): ToastItem[] {
  const shown = state.outlets.at(-1) ?? null;
  return place === shown ? state.toasts.filter((t) => t.place === place) : [];
}
