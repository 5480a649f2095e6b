import type { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import type { DocumentRow } from "@/lib/documents/schemas";
import { DocumentStatus } from "./document-status";
import { ReviewActions } from "./review-actions";
import { documentsApi } from "@/lib/documents/client";

type T = Awaited<ReturnType<typeof getTranslations<"documents">>>;

const download = (t: T): DataTableColumn<DocumentRow> => ({
  key: "file",
  header: t("columns.file"),
  cell: (d) => (
    <a
      href={documentsApi.fileUrl(d.id)}
      className={buttonClasses("ghost", "sm")}
      aria-label={t("columns.downloadOf", { file: d.documentFilename })}
    >
      {d.documentFilename}
    </a>
  ),
});

const common = (t: T): DataTableColumn<DocumentRow>[] => [
  { key: "documentTypeName", header: t("columns.type") },
  download(t),
  { key: "created", header: t("columns.sent"), sortable: true, cell: (d, locale) => formatDateTime(d.created, locale) },
  {
    key: "status",
    header: t("columns.status"),
    sortable: true,
    cell: (d) => <DocumentStatus status={d.status} reason={d.reason} />,
  },
];

export const studentDocumentColumns = common;

/** The coordinator's review: who handed each document in, and the buttons the row's state allows `role`. */
export const reviewDocumentColumns = (t: T, role: Role): DataTableColumn<DocumentRow>[] => [
  {
    key: "student",
    header: t("columns.student"),
    cell: (d) => <PersonCell familyName={d.studentFamilyName} givenName={d.studentGivenName} dni={d.studentDni} />,
  },
  ...common(t),
  {
    key: "modified",
    header: t("columns.modified"),
    sortable: true,
    cell: (d, locale) => formatDateTime(d.modified, locale),
  },
  { key: "actions", header: t("columns.actions"), cell: (d) => <ReviewActions document={d} role={role} /> },
];
