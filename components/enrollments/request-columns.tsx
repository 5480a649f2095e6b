import { Badge } from "@/components/ui/status-badge";
import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import { ENROLLMENT_TYPE_LABELS, type EnrollmentRequestRow } from "@/lib/enrollments/schemas";
import { ProcessButton } from "./process-button";
import { RequestActions } from "./islands";

type Column = DataTableColumn<EnrollmentRequestRow>;

const base: Column[] = [
  {
    key: "id",
    header: "ID",
    sortable: true,
    cell: (r) => (
      <span className="flex flex-col gap-1">
        {r.id}
        {r.filesPending && <Badge tone="red">Archivos no adjuntados</Badge>}
      </span>
    ),
  },
  { key: "enrollmentType", header: "Tipo de matrícula", cell: (r) => ENROLLMENT_TYPE_LABELS[r.enrollmentType] },
  { key: "enrollmentTerm", header: "Convocatoria", cell: (r) => r.enrollmentTerm?.name ?? "-" },
  { key: "created", header: "Fecha de creación", sortable: true, cell: (r) => formatDateTime(r.created) },
  { key: "userExternalId", header: "Usuario", cell: (r) => r.userExternalId },
  {
    key: "isProcessed",
    header: "Procesado",
    cell: (r) => (r.isProcessed ? <Badge tone="green">Procesado</Badge> : <Badge tone="gray">Pendiente</Badge>),
  },
];

const actions = (canDelete: boolean): Column => ({
  key: "actions",
  header: "Acciones",
  cell: (r) => <RequestActions request={r} canDelete={canDelete} />,
});

/** 'Solicitudes realizadas' of a student: they may delete their pending requests. */
export const studentRequestColumns: Column[] = [...base, actions(true)];
/** The secretariat's read-only list. */
export const secretaryRequestColumns: Column[] = [...base, actions(false)];
/** The admin's list: 'Tramitar' / 'Deshacer' first. */
export const adminRequestColumns: Column[] = [
  { key: "process", header: "Tramitar", cell: (r) => <ProcessButton request={r} /> },
  ...base,
  actions(true),
];
