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
