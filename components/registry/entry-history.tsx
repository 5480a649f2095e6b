import { formatDateTime } from "@/lib/dates";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { type RegistryBookType, type RegistryChange } from "@/db/enums/registry";
import { personName } from "@/components/ui/person-cell";
import type { RegistryEntryDetail, RegistryHistoryRow, RegistryTerm } from "@/lib/registry/schemas";

type People = RegistryEntryDetail["people"];

const FIELD_LABELS: Record<string, string> = {
  bookType: "Libro",
  code: "Código",
  type: "Tipo",
  term: "Curso académico",
  userExternalId: "Usuario",
  receiver: "Destinatario",
  documentType: "Tipo de documento",
  text: "Motivo",
  file: "Archivo",
};

function shown(change: RegistryChange, value: RegistryChange["old"], terms: RegistryTerm[], people: People): string {
  if (value === null || value === "") return "(vacío)";
  if (change.field === "userExternalId") {
    const person = people[String(value)];
    return person ? `${personName(person.familyName, person.givenName)} · ${person.dni}` : "(persona suprimida)";
  }
  if (change.field === "type") return REGISTRY_TYPE_LABELS[value as "ENTRY" | "EXIT"] ?? String(value);
  if (change.field === "bookType") return REGISTRY_BOOK_LABELS[value as RegistryBookType] ?? String(value);
  if (change.field === "term") return terms.find((t) => t.id === value)?.name ?? String(value);
  return String(value);
}

/** The entry's history, newest first: who, when, and each field's old and new value. */
export function EntryHistory({
  history,
  people,
  terms,
}: {
  history: RegistryHistoryRow[];
  people: People;
  terms: RegistryTerm[];
}) {
  return (
    <section aria-label="Historial del registro" className="flex flex-col gap-2">
      <h3 className="font-semibold">Historial</h3>
      <ol className="flex flex-col gap-2">
        {history.map((h) => (
          <li key={h.id} className="rounded-md border border-gray-200 p-2">
            <p className="font-medium">
              {formatDateTime(h.changedAt)} · {h.action === "CREATE" ? "Creado" : "Modificado"} por{" "}
              {h.changedBy ?? "desconocido"}
            </p>
            {h.action === "UPDATE" && (
              <ul className="ml-4 list-disc">
                {h.changes.map((c) => (
                  <li key={c.field}>
                    {FIELD_LABELS[c.field] ?? c.field}: {shown(c, c.old, terms, people)} →{" "}
                    {shown(c, c.new, terms, people)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
