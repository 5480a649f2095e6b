import type { UseFormReturn } from "react-hook-form";
import { numberingRule, registryEntryFields, registryNumbering, type RegistryEntryRow } from "@/lib/registry/schemas";
import type { z } from "@/lib/validation/z";

/** What the wizard and the edit dialog hold while the user types (inputs are strings). */
export type EntryFormValues = {
  bookType: string;
  /** 'SERIES' (the book's number) or 'PAPER' (copied from a paper register); in the edit dialog, the entry's. */
  numbering: string;
  code: string;
  type: string;
  term: string;
  userExternalId: string;
  receiver: string;
  documentType: string;
  text: string;
};

export const REQUIRED_FIELDS = { bookType: true, type: true, term: true } as const;
export const OPTIONAL_FIELDS = { receiver: true, documentType: true, text: true } as const;

export const emptyEntry = (term = ""): EntryFormValues => ({
  bookType: "general",
  numbering: "SERIES",
  code: "",
  type: "ENTRY",
  term,
  userExternalId: "",
  receiver: "",
  documentType: "",
  text: "",
});

export const entryValues = (e: RegistryEntryRow): EntryFormValues => ({
  bookType: e.bookType,
  numbering: e.numbering ?? "",
  code: e.code,
  type: e.type,
  term: String(e.term),
  userExternalId: e.userExternalId ?? "",
  receiver: e.receiver ?? "",
  documentType: e.documentType ?? "",
  text: e.text ?? "",
});

/** A new entry's fields on the form's inputs: the endpoint's schema (code only when copied from paper). */
const newEntry = registryEntryFields
  .pick({ ...REQUIRED_FIELDS, ...OPTIONAL_FIELDS, userExternalId: true })
  .extend(registryNumbering.shape)
  .superRefine(numberingRule);
export const newEntrySchema = newEntry as unknown as z.ZodType<z.output<typeof newEntry>, EntryFormValues>;

/** The wizard's steps: each one's part of the body. */
export const ENTRY_STEPS = {
  required: registryEntryFields.pick(REQUIRED_FIELDS).extend(registryNumbering.shape).superRefine(numberingRule),
  optional: registryEntryFields.pick(OPTIONAL_FIELDS),
};

/** Sets the changed inputs, validating as the user types (which also replaces a server's message). */
export const entryChanger =
  (form: UseFormReturn<EntryFormValues, unknown, unknown>) => (changes: Partial<EntryFormValues>) => {
    for (const [name, value] of Object.entries(changes)) {
      form.setValue(name as keyof EntryFormValues, value, {
        shouldValidate: true,
        shouldDirty: true,
        shouldTouch: true,
      });
    }
  };
