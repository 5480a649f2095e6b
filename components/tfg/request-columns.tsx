import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import { observationText, priorityLabel } from "@/lib/tfg/constants";
import type { RequestRow } from "@/lib/tfg/requests/schemas";
import { RequestActions } from "./islands";
import type { Role } from "@/db/enums/roles";
import { rowActions, type ReviewView } from "./row-actions";
import { RequestStatusBadge } from "./request-status";

const studentColumns: DataTableColumn<RequestRow>[] = [
  {
    key: "userName",
    header: "Alumno",
    sortable: true,
    cell: (r) => <PersonCell familyName={r.userFamilyName} givenName={r.userGivenName} dni={r.dni} />,
  },
];

/**
 * The area request columns of section 2: student columns for staff, 'Preferencia' for the student
 * only, then created date, status, observations and the row actions of the view.
 */
export function requestColumns(view: ReviewView, role: Role): DataTableColumn<RequestRow>[] {
  return [
    ...(view === "student" ? [] : studentColumns),
    { key: "degreeName", header: "Titulación", sortable: true },
    { key: "provisionalTitle", header: "Título provisional", sortable: true, cell: (r) => r.provisionalTitle ?? "—" },
    { key: "areaName", header: "Área temática", sortable: true },
    { key: "instructorName", header: "Director", sortable: true },
    ...(view === "student"
      ? [{ key: "priority", header: "Preferencia", sortable: true, cell: (r: RequestRow) => priorityLabel(r.priority) }]
      : []),
    { key: "created", header: "Fecha de solicitud", sortable: true, cell: (r) => formatDateTime(r.created) },
    { key: "status", header: "Estado", sortable: true, cell: (r) => <RequestStatusBadge status={r.status} /> },
    {
      key: "observations",
      header: "Observaciones",
      cell: (r) => observationText(r.status, { reason: r.rejectReason }),
    },
    {
      key: "actions",
      header: "Acciones",
      cell: (r) => <RequestActions request={r} actions={rowActions("request", r.status, role, view)} />,
    },
  ];
}
