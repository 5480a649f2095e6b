import { FILE_REFUSAL_STATUSES } from "./file-checks";
import type { Say } from "./say";

/** One line of a form's error summary: the field's path (`debtor.iban`, `courses`) and its first message. */
export type FieldErrorItem = { name: string; message: string };

/**
 * react-hook-form's nested `formState.errors` as a flat list of fields with a message, in the order
 * the errors object gives them (the summary re-orders them as the fields appear on the page).
 */
export function fieldErrorList(errors: unknown, prefix = ""): FieldErrorItem[] {
  if (!errors || typeof errors !== "object") return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" && node.message && typeof node.type === "string") {
    return [{ name: prefix, message: node.message }];
  }
  return Object.entries(node).flatMap(([key, child]) =>
    key === "ref" || key === "root" ? [] : fieldErrorList(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * `fieldErrorList` in the page's language: a schema's message that is a catalogue key
 * (`says("exams.form.dateRequired")`) is translated, a server's or zod's text shown as it is.
 */
export function saidFieldErrors(errors: unknown, say: Say): FieldErrorItem[] {
  return fieldErrorList(errors).map(({ name, message }) => ({ name, message: say(message) }));
}

/**
 * The per-field errors of a failed submit: a 400's `errors`, or, for a file the server refused (413
 * too large, 415 type not taken), its message on the form's file field (the value holding a `File`).
 */
export function serverFieldErrors(
  failure: { status: number; message: string; errors?: Record<string, string[]> },
  values: Record<string, unknown>,
): Record<string, string[]> {
  if (failure.status === 400) return failure.errors ?? {};
  if (!FILE_REFUSAL_STATUSES.includes(failure.status)) return {};
  const holdsFile = (value: unknown) =>
    typeof File !== "undefined" && (value instanceof File || (Array.isArray(value) && value[0] instanceof File));
  const field = Object.keys(values).find((name) => holdsFile(values[name]));
  return field ? { [field]: [failure.message] } : {};
}
