import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import type { DocumentRow } from "@/lib/documents/schemas";
import { DocumentStatus } from "./document-status";
import { ReviewActions } from "./review-actions";
import { documentsApi } from "@/lib/documents/client";

const download: DataTableColumn<DocumentRow> = {
  key: "file",
  header: "Archivo",
  cell: (d) => (
    <a
      href={documentsApi.fileUrl(d.id)}
      className={buttonClasses("ghost", "sm")}
      aria-label={`Descargar ${d.documentFilename}`}
    >
      {d.documentFilename}
    </a>
  ),
};

const common: DataTableColumn<DocumentRow>[] = [
  { key: "documentTypeName", header: "Tipo de documento" },
  download,
  { key: "created", header: "Enviado", sortable: true, cell: (d) => formatDateTime(d.created) },
  {
    key: "status",
    header: "Estado",
    sortable: true,
    cell: (d) => <DocumentStatus status={d.status} reason={d.reason} />,
  },
];

export const studentDocumentColumns = common;

/** The coordinator's review: who handed each document in, and the buttons the row's state allows `role`. */
export const reviewDocumentColumns = (role: Role): DataTableColumn<DocumentRow>[] => [
  {
    key: "student",
    header: "Alumno",
    cell: (d) => <PersonCell familyName={d.studentFamilyName} givenName={d.studentGivenName} dni={d.studentDni} />,
  },
  ...common,
  { key: "modified", header: "Modificado", sortable: true, cell: (d) => formatDateTime(d.modified) },
  { key: "actions", header: "Acciones", cell: (d) => <ReviewActions document={d} role={role} /> },
];
