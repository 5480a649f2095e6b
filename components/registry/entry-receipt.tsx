"use client";

import { useTranslations } from "next-intl";
import { personName } from "@/components/ui/person-cell";
import { Receipt } from "@/components/ui/receipt";
import type { PickedStudent } from "@/components/ui/student-picker";
import type { RegistryBookType, RegistryType } from "@/db/enums/registry";
import type { CreatedRegistryEntry, RegistryTerm } from "@/lib/registry/schemas";
import type { EntryFormValues } from "./entry-form-values";

export type SavedEntry = {
  entry: CreatedRegistryEntry;
  values: EntryFormValues;
  person: PickedStudent | null;
  /** The number the form proposed, for an entry numbered by the book. */
  proposed: string | null;
};

type T = ReturnType<typeof useTranslations<"registry">>;

function nextStep(t: T, { entry, values, proposed }: SavedEntry): string {
  if (values.numbering === "PAPER") return t("receipt.paper");
  if (proposed && proposed !== entry.code) return t("receipt.taken", { proposed, code: entry.code });
  return t("receipt.proposed");
}

/** What a new entry ends on: its number (and, if the proposed one was taken meanwhile, which it got instead). */
export function EntryReceipt({
  saved,
  terms,
  onClose,
}: {
  saved: SavedEntry;
  terms: RegistryTerm[];
  onClose: () => void;
}) {
  const t = useTranslations("registry");
  const { entry, values, person } = saved;
  return (
    <Receipt
      title={t("receipt.title")}
      code={entry.code}
      at={entry.created}
      items={[
        { label: t("fields.book"), value: t(`books.${values.bookType as RegistryBookType}`) },
        { label: t("fields.type"), value: t(`types.${values.type as RegistryType}`) },
        { label: t("fields.term"), value: terms.find((term) => String(term.id) === values.term)?.name ?? "" },
        ...(person
          ? [{ label: t("fields.user"), value: `${personName(person.surnames, person.name)} · ${person.dni}` }]
          : []),
        ...(values.documentType ? [{ label: t("fields.documentType"), value: values.documentType }] : []),
      ]}
      next={nextStep(t, saved)}
      onClose={onClose}
    />
  );
}
