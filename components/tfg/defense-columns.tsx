import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import { observationText, type TfgT } from "@/lib/tfg/labels";
import type { DefenseRow } from "@/lib/tfg/defenses/schemas";
import type { Role } from "@/db/enums/roles";
import { rowActions, type ReviewView } from "./row-actions";
import { DefenseActions } from "./islands";
import { RequestStatusBadge } from "./request-status";

/**
 * Section 2's defense columns: student columns, court members and comments for staff only; the
 * observations of section 4 (place when accepted, reason when rejected).
 */
export function defenseColumns(view: ReviewView, role: Role, t: TfgT): DataTableColumn<DefenseRow>[] {
  const staff = view !== "student";
  return [
    ...(staff
      ? [
          {
            key: "userName",
            header: t("ui.student"),
            sortable: true,
            cell: (d: DefenseRow) => (
              <PersonCell familyName={d.userFamilyName} givenName={d.userGivenName} dni={d.dni} />
            ),
          },
        ]
      : []),
    { key: "degreeName", header: t("ui.degree"), sortable: true },
    { key: "provisionalTitle", header: t("ui.provisionalTitle"), cell: (d) => d.provisionalTitle ?? "—" },
    { key: "title", header: t("ui.title"), sortable: true, cell: (d) => d.title ?? "—" },
    { key: "created", header: t("ui.created"), sortable: true, cell: (d, locale) => formatDateTime(d.created, locale) },
    { key: "start", header: t("ui.date"), sortable: true, cell: (d, locale) => formatDateTime(d.start, locale) },
    ...(staff
      ? [
          {
            key: "court",
            header: t("ui.court"),
            detail: true,
            cell: (d: DefenseRow) => [d.chairmanName, d.secretaryName, d.vocalName].join(", "),
          },
        ]
      : []),
    {
      key: "status",
      header: t("ui.status"),
      sortable: true,
      cell: (d) => <RequestStatusBadge status={d.defenseRequestStatus} />,
    },
    {
      key: "observations",
      header: t("ui.observations"),
      cell: (d) => observationText(t, d.defenseRequestStatus, { reason: d.rejectReason, place: d.location }),
    },
    ...(staff ? [{ key: "comments", header: t("ui.comments"), cell: (d: DefenseRow) => d.comments ?? "" }] : []),
    {
      key: "actions",
      header: t("ui.actions"),
      cell: (d) => <DefenseActions defense={d} actions={rowActions("defense", d.defenseRequestStatus, role, view)} />,
    },
  ];
}
