import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import { type RegistryBookType, type RegistryChange, type RegistryType } from "@/db/enums/registry";
import { personName } from "@/components/ui/person-cell";
import type { RegistryEntryDetail, RegistryHistoryRow, RegistryTerm } from "@/lib/registry/schemas";

type People = RegistryEntryDetail["people"];

type T = ReturnType<typeof useTranslations<"registry">>;

// The history's fields, by the API's names, as the form calls them.
const FIELD_KEYS = {
  bookType: "book",
  code: "code",
  type: "type",
  term: "term",
  userExternalId: "user",
  receiver: "receiver",
  documentType: "documentType",
  text: "text",
  file: "file",
} as const;

const fieldLabel = (t: T, field: string) =>
  field in FIELD_KEYS ? t(`fields.${FIELD_KEYS[field as keyof typeof FIELD_KEYS]}`) : field;

/** An enum value by its label, or as stored when the catalogue has none (a value no longer offered). */
const labelled = (t: T, key: `books.${RegistryBookType}` | `types.${RegistryType}`, value: string) =>
  t.has(key) ? t(key) : value;

function shown(
  t: T,
  change: RegistryChange,
  value: RegistryChange["old"],
  terms: RegistryTerm[],
  people: People,
): string {
  if (value === null || value === "") return t("history.empty");
  if (change.field === "userExternalId") {
    const person = people[String(value)];
    return person ? `${personName(person.familyName, person.givenName)} · ${person.dni}` : t("history.erasedPerson");
  }
  if (change.field === "type") return labelled(t, `types.${value as RegistryType}`, String(value));
  if (change.field === "bookType") return labelled(t, `books.${value as RegistryBookType}`, String(value));
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
  const t = useTranslations("registry");
  const locale = useLocale();
  return (
    <section aria-label={t("history.label")} className="flex flex-col gap-2">
      <h3 className="font-semibold">{t("history.title")}</h3>
      <ol className="flex flex-col gap-2">
        {history.map((h) => (
          <li key={h.id} className="rounded-md border border-gray-200 p-2">
            <p className="font-medium">
              {t(h.action === "CREATE" ? "history.created" : "history.modified", {
                at: formatDateTime(h.changedAt, locale),
                who: h.changedBy ?? t("history.unknown"),
              })}
            </p>
            {h.action === "UPDATE" && (
              <ul className="ml-4 list-disc">
                {h.changes.map((c) => (
                  <li key={c.field}>
                    {fieldLabel(t, c.field)}: {shown(t, c, c.old, terms, people)} → {shown(t, c, c.new, terms, people)}
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
