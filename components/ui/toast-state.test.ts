import { describe, expect, it } from "vitest";
import { toastReducer, toastsIn, type ToastEvent, type ToastState } from "./toast-state";

let nextId = 0;
const add = (message: string, source?: string): ToastEvent => ({
  type: "add",
  item: { id: ++nextId, message, variant: message.startsWith("Error") ? "error" : "success", durationMs: 5000, source },
});
const run = (...events: ToastEvent[]) => events.reduce(toastReducer, { toasts: [], outlets: [] } satisfies ToastState);
const messages = (state: ToastState, place: string | null = null) => toastsIn(state, place).map((t) => t.message);

describe("toasts", () => {
  it("a new toast of the same action replaces the earlier one; other actions' stay", () => {
    const state = run(
      add("Error: la sede elegida no tiene plazas libres", "choose"),
      add("Estás en la posición 1", "waitlist"),
      add("Tu elección se ha guardado", "choose"),
    );
    expect(messages(state)).toEqual(["Estás en la posición 1", "Tu elección se ha guardado"]);
  });

  it("keeps at most four, the newest", () => {
    const state = run(add("1"), add("2"), add("3"), add("4"), add("5"));
    expect(messages(state)).toEqual(["2", "3", "4", "5"]);
  });

  it("a dialog that opens shows the toasts still on screen at its top, and the page again when it closes", () => {
    const opened = run(add("El tribunal se ha guardado correctamente"), { type: "open-dialog", outlet: "d1" });
    expect(messages(opened, "d1")).toEqual(["El tribunal se ha guardado correctamente"]);
    expect(messages(opened)).toEqual([]);
    expect(messages(toastReducer(opened, { type: "close-dialog", outlet: "d1" }))).toEqual([
      "El tribunal se ha guardado correctamente",
    ]);
  });

  it("a toast raised in a dialog shows there, and on the page once the dialog closes", () => {
    const inDialog = run({ type: "open-dialog", outlet: "d1" }, add("Error: no se ha podido guardar"));
    expect(messages(inDialog, "d1")).toEqual(["Error: no se ha podido guardar"]);
    expect(messages(inDialog)).toEqual([]);
    const closed = run({ type: "open-dialog", outlet: "d1" }, add("La asignación se ha guardado"), {
      type: "close-dialog",
      outlet: "d1",
    });
    expect(messages(closed)).toEqual(["La asignación se ha guardado"]);
  });

  it("a nested dialog's toasts go back to the dialog under it", () => {
    const state = run(
      { type: "open-dialog", outlet: "outer" },
      { type: "open-dialog", outlet: "inner" },
      add("Guardado"),
      { type: "close-dialog", outlet: "inner" },
    );
    expect(messages(state, "outer")).toEqual(["Guardado"]);
  });

  it("dismissing removes only that toast", () => {
    const state = run(add("1"), add("2"));
    expect(messages(toastReducer(state, { type: "dismiss", id: state.toasts[0]!.id }))).toEqual(["2"]);
  });
});
