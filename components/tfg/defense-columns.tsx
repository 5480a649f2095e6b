import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import { observationText } from "@/lib/tfg/constants";
import type { DefenseRow } from "@/lib/tfg/defenses/schemas";
import type { Role } from "@/db/enums/roles";
import { rowActions, type ReviewView } from "./row-actions";
import { DefenseActions } from "./islands";
import { RequestStatusBadge } from "./request-status";

/**
 * Section 2's defense columns: student columns, court members and comments for staff only; the
 * observations of section 4 (place when accepted, reason when rejected).
 */
export function defenseColumns(view: ReviewView, role: Role): DataTableColumn<DefenseRow>[] {
  const staff = view !== "student";
  return [
    ...(staff
      ? [
          {
            key: "userName",
            header: "Alumno",
            sortable: true,
            cell: (d: DefenseRow) => (
              <PersonCell familyName={d.userFamilyName} givenName={d.userGivenName} dni={d.dni} />
            ),
          },
        ]
      : []),
    { key: "degreeName", header: "Titulación", sortable: true },
    { key: "provisionalTitle", header: "Título provisional", cell: (d) => d.provisionalTitle ?? "—" },
    { key: "title", header: "Título", sortable: true, cell: (d) => d.title ?? "—" },
    { key: "created", header: "Fecha de solicitud", sortable: true, cell: (d) => formatDateTime(d.created) },
    { key: "start", header: "Fecha", sortable: true, cell: (d) => formatDateTime(d.start) },
    ...(staff
      ? [
          {
            key: "court",
            header: "Tribunal",
            detail: true,
            cell: (d: DefenseRow) => [d.chairmanName, d.secretaryName, d.vocalName].join(", "),
          },
        ]
      : []),
    {
      key: "status",
      header: "Estado",
      sortable: true,
      cell: (d) => <RequestStatusBadge status={d.defenseRequestStatus} />,
    },
    {
      key: "observations",
      header: "Observaciones",
      cell: (d) => observationText(d.defenseRequestStatus, { reason: d.rejectReason, place: d.location }),
    },
    ...(staff ? [{ key: "comments", header: "Comentarios", cell: (d: DefenseRow) => d.comments ?? "" }] : []),
    {
      key: "actions",
      header: "Acciones",
      cell: (d) => <DefenseActions defense={d} actions={rowActions("defense", d.defenseRequestStatus, role, view)} />,
    },
  ];
}
