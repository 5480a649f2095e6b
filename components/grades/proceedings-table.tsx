import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { ProceedingRow } from "@/lib/grades/schemas";
import { gradesApi } from "@/lib/grades/client";

const columns: DataTableColumn<ProceedingRow>[] = [
  { key: "degreeName", header: "Titulación" },
  { key: "created", header: "Creado", cell: (p) => formatDateTime(p.created) },
  { key: "modified", header: "Modificado", cell: (p) => formatDateTime(p.modified) },
  {
    key: "download",
    header: "Acciones",
    cell: (p) => (
      <a
        href={gradesApi.proceedingDownloadUrl(p.externalCourseId)}
        download="expediente.pdf"
        className={buttonClasses("secondary", "sm")}
        aria-label={`Descargar el expediente de ${p.degreeName}`}
      >
        Descargar
      </a>
    ),
  },
];

export function ProceedingsTable({ proceedings }: { proceedings: ProceedingRow[] }) {
  return (
    <Table
      columns={columns}
      rows={proceedings}
      caption="Expedientes"
      captionVisible
      emptyMessage="No tienes expedientes disponibles"
      rowKey={(p) => p.externalCourseId}
    />
  );
}
