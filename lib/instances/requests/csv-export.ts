import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import type { InstanceRow } from "./schemas";

const COLUMNS = [
  "id",
  "student",
  "instance",
  "givenName",
  "surname",
  "dni",
  "created",
  "status",
  "userText",
  "instructorText",
  "closed",
  "closedBy",
  "entry",
  "exit",
] as const;

/** The export's columns in `locale`: the list's, plus the registry codes. */
export const instanceCsvHeader = (locale: Locale): string[] => {
  const t = translator(locale, "instances");
  return COLUMNS.map((column) => t(`csvExport.header.${column}`));
};

/** A request's line of the export, its state and 'Externo' said in `locale`. */
export const instanceCsvRow = (locale: Locale) => {
  const t = translator(locale, "instances");
  return (r: InstanceRow): unknown[] => [
    r.id,
    r.external ? t("csvExport.external") : r.userExternalId,
    r.templateName,
    r.givenName,
    r.surname1,
    r.dni,
    new Date(r.created),
    t(`statuses.${r.status}`),
    r.userText,
    r.instructorText,
    r.closed ? new Date(r.closed) : null,
    r.closedBy,
    r.entryCode,
    r.exitCode,
  ];
};
