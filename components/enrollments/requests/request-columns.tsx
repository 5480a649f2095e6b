import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { Badge } from "@/components/ui/status-badge";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import { ENROLLMENT_TYPE_LABELS } from "@/lib/enrollments/labels";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { canTransition } from "@/lib/enrollments/transitions";
import { RequestActions, StateButton } from "../islands";

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
  {
    key: "student",
    header: "Alumno",
    cell: (r) => <PersonCell familyName={r.userFamilyName} givenName={r.userGivenName} dni={r.userDni} />,
  },
  {
    key: "isProcessed",
    header: "Procesado",
    cell: (r) => (r.isProcessed ? <Badge tone="green">Procesado</Badge> : <Badge tone="gray">Pendiente</Badge>),
  },
];

/** Whether `role` may change a request's state at all: then the list opens with the 'Tramitar' column. */
const movesStates = (role: Role) =>
  canTransition("process", "PENDING", role) || canTransition("unprocess", "PROCESSED", role);

/**
 * The list's columns for `role`: 'Solicitudes realizadas' with 'Acciones' (the buttons the
 * transitions table allows), and for whoever processes requests a first column 'Tramitar'.
 */
export function requestColumns(role: Role): Column[] {
  const actions: Column = {
    key: "actions",
    header: "Acciones",
    cell: (r) => <RequestActions request={r} role={role} />,
  };
  const state: Column = {
    key: "process",
    header: "Tramitar",
    cell: (r) => (
      <StateButton request={r} role={role} whose={`${r.userName} del ${formatDateTime(r.created)} (n.º ${r.id})`} />
    ),
  };
  return [...(movesStates(role) ? [state] : []), ...base, actions];
}
