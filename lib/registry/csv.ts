import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import type { RegistryEntryRow } from "./schemas";

/** The header of the export's DNI column, the same in every language: the document's name. */
export const DNI_COLUMN = "DNI";

/**
 * The export's columns: the table's, in the requester's language; people by name and DNI, never by an
 * internal id. The DNI column keeps its header in every language: "who read what" finds the students
 * of the file by it (app/registry-api/export/route.ts).
 */
export function registryCsvHeader(locale: Locale): string[] {
  const t = translator(locale, "registry");
  return [
    t("fields.book"),
    t("fields.code"),
    t("fields.type"),
    t("fields.created"),
    t("fields.modified"),
    t("fields.name"),
    DNI_COLUMN,
    t("fields.receiver"),
    t("fields.documentType"),
    t("fields.file"),
    t("fields.text"),
    t("fields.term"),
  ];
}

/** One entry's cells, the type in the requester's language. */
export function registryCsvRows(locale: Locale): (e: RegistryEntryRow) => unknown[] {
  const t = translator(locale, "registry");
  return (e) => [
    e.bookType,
    e.code,
    t(`types.${e.type}`),
    new Date(e.created),
    new Date(e.modified),
    e.userName,
    e.userDni,
    e.receiver,
    e.documentType,
    e.file,
    e.text,
    e.termName,
  ];
}
