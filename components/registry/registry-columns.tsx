import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import { PersonCell } from "@/components/ui/person-cell";
import { Badge } from "@/components/ui/status-badge";
import type { RegistryEntryRow, RegistryTerm } from "@/lib/registry/schemas";
import { EditEntryButton } from "./islands";
import { registryApi } from "@/lib/registry/client";

/** 'Libro de registros' columns; the last one opens the edit modal. */
export async function registryColumns(
  terms: RegistryTerm[],
  maxBytes: number,
): Promise<DataTableColumn<RegistryEntryRow>[]> {
  const t = await getTranslations("registry");
  return [
    { key: "bookType", header: t("fields.book"), cell: (e) => t(`books.${e.bookType}`) },
    {
      key: "code",
      header: t("fields.code"),
      sortable: true,
      cell: (e) => (
        <span className="flex flex-col items-start gap-1">
          {e.code}
          {e.repeated && <Badge tone="yellow">{t("columns.repeated")}</Badge>}
        </span>
      ),
    },
    { key: "type", header: t("fields.type"), cell: (e) => t(`types.${e.type}`) },
    {
      key: "created",
      header: t("fields.created"),
      sortable: true,
      cell: (e, locale) => formatDateTime(e.created, locale),
    },
    {
      key: "modified",
      header: t("fields.modified"),
      sortable: true,
      priority: 3,
      cell: (e, locale) => formatDateTime(e.modified, locale),
    },
    {
      key: "user",
      header: t("fields.user"),
      cell: (e) =>
        e.userExternalId && <PersonCell familyName={e.userFamilyName} givenName={e.userGivenName} dni={e.userDni} />,
    },
    { key: "receiver", header: t("fields.receiver") },
    { key: "documentType", header: t("fields.documentType"), priority: 3 },
    {
      key: "file",
      header: t("fields.file"),
      cell: (e) =>
        e.file && (
          <a
            href={registryApi.fileUrl(e.id)}
            className={buttonClasses("ghost", "sm")}
            aria-label={t("columns.download", { file: e.file })}
          >
            {e.file}
          </a>
        ),
    },
    { key: "text", header: t("fields.text"), detail: true },
    { key: "termName", header: t("fields.term") },
    {
      key: "actions",
      header: t("fields.actions"),
      cell: (e) => <EditEntryButton entryId={e.id} code={e.code} terms={terms} maxBytes={maxBytes} />,
    },
  ];
}
