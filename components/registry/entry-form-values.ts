import { registryEntryBody, type RegistryEntryRow } from "@/lib/registry/schemas";

/** What the wizard and the edit dialog hold while the user types (inputs are strings). */
export type EntryFormValues = {
  bookType: string;
  code: string;
  type: string;
  term: string;
  userExternalId: string;
  receiver: string;
  documentType: string;
  text: string;
};

export const REQUIRED_FIELDS = { bookType: true, code: true, type: true, term: true } as const;
export const OPTIONAL_FIELDS = { receiver: true, documentType: true, text: true } as const;

export const emptyEntry = (term = ""): EntryFormValues => ({
  bookType: "general", code: "", type: "ENTRY", term, userExternalId: "", receiver: "", documentType: "", text: "",
});

export const entryValues = (e: RegistryEntryRow): EntryFormValues => ({
  bookType: e.bookType, code: e.code, type: e.type, term: String(e.term), userExternalId: e.userExternalId ?? "",
  receiver: e.receiver ?? "", documentType: e.documentType ?? "", text: e.text ?? "",
});

/** Per-field messages of a part of the body (a wizard step), from the endpoint's own schema. */
export function fieldErrors(values: EntryFormValues, fields: Partial<Record<keyof EntryFormValues, true>>) {
  const result = registryEntryBody.pick(fields as Record<keyof EntryFormValues, true>).safeParse(values);
  if (result.success) return { valid: true, errors: {} as Record<string, string | undefined> };
  const errors: Record<string, string | undefined> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { valid: false, errors };
}
