import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { Badge } from "@/components/ui/status-badge";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import type { Say } from "@/lib/enrollments/texts";
import { canTransition } from "@/lib/enrollments/transitions";
import { RequestActions, StateButton } from "../islands";

type Column = DataTableColumn<EnrollmentRequestRow>;

const base = (t: Say): Column[] => [
  {
    key: "id",
    header: t("fields.id"),
    sortable: true,
    cell: (r) => (
      <span className="flex flex-col gap-1">
        {r.id}
        {r.filesPending && <Badge tone="red">{t("list.filesPending")}</Badge>}
      </span>
    ),
  },
  {
    key: "enrollmentType",
    header: t("fields.enrollmentType"),
    cell: (r) => t(`options.enrollmentType.${r.enrollmentType}`),
  },
  { key: "enrollmentTerm", header: t("fields.term"), cell: (r) => r.enrollmentTerm?.name ?? "-" },
  {
    key: "created",
    header: t("fields.created"),
    sortable: true,
    cell: (r, locale) => formatDateTime(r.created, locale),
  },
  {
    key: "student",
    header: t("fields.student"),
    cell: (r) => <PersonCell familyName={r.userFamilyName} givenName={r.userGivenName} dni={r.userDni} />,
  },
  {
    key: "isProcessed",
    header: t("fields.processed"),
    cell: (r) =>
      r.isProcessed ? (
        <Badge tone="green">{t("list.processed")}</Badge>
      ) : (
        <Badge tone="gray">{t("list.pending")}</Badge>
      ),
  },
];

/** Whether `role` may change a request's state at all: then the list opens with the 'Tramitar' column. */
const movesStates = (role: Role) =>
  canTransition("process", "PENDING", role) || canTransition("unprocess", "PROCESSED", role);

/**
 * The list's columns for `role`: 'Solicitudes realizadas' with 'Acciones' (the buttons the
 * transitions table allows), and for whoever processes requests a first column 'Tramitar'; in the language of `t`.
 */
export function requestColumns(role: Role, t: Say): Column[] {
  const actions: Column = {
    key: "actions",
    header: t("list.actions"),
    actions: true,
    cell: (r) => <RequestActions request={r} role={role} />,
  };
  const state: Column = {
    key: "process",
    header: t("list.process"),
    cell: (r, locale) => (
      <StateButton
        request={r}
        role={role}
        whose={t("list.whose", { name: r.userName, date: formatDateTime(r.created, locale), id: String(r.id) })}
      />
    ),
  };
  return [...(movesStates(role) ? [state] : []), ...base(t), actions];
}
