import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import { observationText, priorityLabel, type TfgT } from "@/lib/tfg/labels";
import type { RequestRow } from "@/lib/tfg/requests/schemas";
import { RequestActions } from "./islands";
import type { Role } from "@/db/enums/roles";
import { rowActions, type ReviewView } from "./row-actions";
import { RequestStatusBadge } from "./request-status";

const studentColumns = (t: TfgT): DataTableColumn<RequestRow>[] => [
  {
    key: "userName",
    header: t("ui.student"),
    sortable: true,
    cell: (r) => <PersonCell familyName={r.userFamilyName} givenName={r.userGivenName} dni={r.dni} />,
  },
];

/**
 * The area request columns of section 2: student columns for staff, 'Preferencia' for the student
 * only, then created date, status, observations and the row actions of the view.
 */
export function requestColumns(view: ReviewView, role: Role, t: TfgT): DataTableColumn<RequestRow>[] {
  return [
    ...(view === "student" ? [] : studentColumns(t)),
    { key: "degreeName", header: t("ui.degree"), sortable: true },
    {
      key: "provisionalTitle",
      header: t("ui.provisionalTitle"),
      sortable: true,
      cell: (r) => r.provisionalTitle ?? "—",
    },
    { key: "areaName", header: t("ui.area"), sortable: true },
    { key: "instructorName", header: t("ui.director"), sortable: true },
    ...(view === "student"
      ? [
          {
            key: "priority",
            header: t("ui.priority"),
            sortable: true,
            cell: (r: RequestRow) => priorityLabel(t, r.priority),
          },
        ]
      : []),
    { key: "created", header: t("ui.created"), sortable: true, cell: (r, locale) => formatDateTime(r.created, locale) },
    { key: "status", header: t("ui.status"), sortable: true, cell: (r) => <RequestStatusBadge status={r.status} /> },
    {
      key: "observations",
      header: t("ui.observations"),
      cell: (r) => observationText(t, r.status, { reason: r.rejectReason }),
    },
    {
      key: "actions",
      header: t("ui.actions"),
      cell: (r) => <RequestActions request={r} actions={rowActions("request", r.status, role, view)} />,
    },
  ];
}
