import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import { REGISTRY_BOOK_LABELS, REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import { PersonCell } from "@/components/ui/person-cell";
import { Badge } from "@/components/ui/status-badge";
import type { RegistryEntryRow, RegistryTerm } from "@/lib/registry/schemas";
import { EditEntryButton } from "./islands";
import { registryApi } from "@/lib/registry/client";

/** 'Libro de registros' columns; the last one opens the edit modal. */
export function registryColumns(terms: RegistryTerm[], maxBytes: number): DataTableColumn<RegistryEntryRow>[] {
  return [
    { key: "bookType", header: "Libro", cell: (e) => REGISTRY_BOOK_LABELS[e.bookType] },
    {
      key: "code",
      header: "Código",
      sortable: true,
      cell: (e) => (
        <span className="flex flex-col items-start gap-1">
          {e.code}
          {e.repeated && <Badge tone="yellow">Código repetido (anterior a la numeración única)</Badge>}
        </span>
      ),
    },
    { key: "type", header: "Tipo", cell: (e) => REGISTRY_TYPE_LABELS[e.type] },
    { key: "created", header: "Creado", sortable: true, cell: (e) => formatDateTime(e.created) },
    { key: "modified", header: "Modificado", sortable: true, priority: 3, cell: (e) => formatDateTime(e.modified) },
    {
      key: "user",
      header: "Usuario",
      cell: (e) =>
        e.userExternalId && <PersonCell familyName={e.userFamilyName} givenName={e.userGivenName} dni={e.userDni} />,
    },
    { key: "receiver", header: "Destinatario" },
    { key: "documentType", header: "Tipo de documento", priority: 3 },
    {
      key: "file",
      header: "Archivo",
      cell: (e) =>
        e.file && (
          <a
            href={registryApi.fileUrl(e.id)}
            className={buttonClasses("ghost", "sm")}
            aria-label={`Descargar ${e.file}`}
          >
            {e.file}
          </a>
        ),
    },
    { key: "text", header: "Motivo", detail: true },
    { key: "termName", header: "Curso académico" },
    {
      key: "actions",
      header: "Acciones",
      cell: (e) => <EditEntryButton entryId={e.id} code={e.code} terms={terms} maxBytes={maxBytes} />,
    },
  ];
}
