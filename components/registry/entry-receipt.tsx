"use client";

import { personName } from "@/components/ui/person-cell";
import { Receipt } from "@/components/ui/receipt";
import type { PickedStudent } from "@/components/ui/student-picker";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { type RegistryBookType } from "@/db/enums/registry";
import type { CreatedRegistryEntry, RegistryTerm } from "@/lib/registry/schemas";
import type { EntryFormValues } from "./entry-form-values";

export type SavedEntry = {
  entry: CreatedRegistryEntry;
  values: EntryFormValues;
  person: PickedStudent | null;
  /** The number the form proposed, for an entry numbered by the book. */
  proposed: string | null;
};

function nextStep({ entry, values, proposed }: SavedEntry): string {
  if (values.numbering === "PAPER") return "El asiento queda en el libro con el número copiado del registro en papel.";
  if (proposed && proposed !== entry.code)
    return `El número propuesto, ${proposed}, lo tomó otro asiento mientras rellenabas el formulario: este asiento tiene el siguiente libre, ${entry.code}.`;
  return "El asiento queda en el libro de registros con el número propuesto.";
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
  const { entry, values, person } = saved;
  return (
    <Receipt
      title="Se ha guardado correctamente el registro"
      code={entry.code}
      at={entry.created}
      items={[
        { label: "Libro", value: REGISTRY_BOOK_LABELS[values.bookType as RegistryBookType] },
        { label: "Tipo", value: REGISTRY_TYPE_LABELS[values.type as "ENTRY" | "EXIT"] },
        { label: "Curso académico", value: terms.find((t) => String(t.id) === values.term)?.name ?? "" },
        ...(person ? [{ label: "Usuario", value: `${personName(person.surnames, person.name)} · ${person.dni}` }] : []),
        ...(values.documentType ? [{ label: "Tipo de documento", value: values.documentType }] : []),
      ]}
      next={nextStep(saved)}
      onClose={onClose}
    />
  );
}
