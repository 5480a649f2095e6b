import type { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import type { InstanceRow } from "@/lib/instances/requests/schemas";
import { InstanceDetailButton } from "./instance-detail";
import { InstanceFileLinks } from "../files/instance-files";
import { InstanceStatusBadge } from "./instance-status";
import { StaffInstanceActions, StudentInstanceActions } from "../islands";

type T = Awaited<ReturnType<typeof getTranslations<"instances">>>;

const created = (t: T): DataTableColumn<InstanceRow> => ({
  key: "created",
  header: t("columns.created"),
  sortable: true,
  cell: (r, locale) => formatDateTime(r.created, locale),
});
const status = (t: T): DataTableColumn<InstanceRow> => ({
  key: "status",
  header: t("columns.status"),
  sortable: true,
  cell: (r) => <InstanceStatusBadge status={r.status} />,
});
const answer = (t: T): DataTableColumn<InstanceRow> => ({
  key: "instructorText",
  header: t("columns.answer"),
  detail: true,
});
const codes = (t: T): DataTableColumn<InstanceRow> => ({
  key: "registry",
  header: t("columns.registry"),
  cell: (r) => (
    <span className="whitespace-nowrap">
      {r.entryCode}
      {r.exitCode && (
        <>
          <br />
          {r.exitCode}
        </>
      )}
    </span>
  ),
});
const actions = (t: T, extra: (r: InstanceRow) => ReactNode): DataTableColumn<InstanceRow> => ({
  key: "actions",
  header: t("columns.actions"),
  className: "print:hidden",
  cell: (r) => (
    <span className="flex flex-wrap gap-1">
      <InstanceDetailButton row={r} />
      <InstanceFileLinks row={r} />
      {extra(r)}
    </span>
  ),
});

/** 'Solicitudes realizadas': Nombre, Estado, Mensaje de la respuesta, Fecha de creación, actions. */
export const studentInstanceColumns = (t: T, role: Role, maxBytes: number): DataTableColumn<InstanceRow>[] => [
  { key: "templateName", header: t("columns.name") },
  status(t),
  answer(t),
  created(t),
  codes(t),
  actions(t, (r) => <StudentInstanceActions row={r} role={role} maxBytes={maxBytes} />),
];

/** 'Solicitudes en proceso' (section 2); the secretary answers and closes, the coordinator reopens. */
export const staffInstanceColumns = (t: T, role: Role, maxBytes: number): DataTableColumn<InstanceRow>[] => [
  {
    key: "student",
    header: t("columns.student"),
    cell: (r) => (
      <>
        <PersonCell familyName={r.surname1} givenName={r.givenName} dni={r.dni} />
        {r.external && <span className="text-xs text-gray-600">{t("columns.external")}</span>}
      </>
    ),
  },
  { key: "instance", header: t("columns.instance"), sortable: true, cell: (r) => r.templateName },
  created(t),
  status(t),
  { key: "userText", header: t("columns.request"), detail: true },
  answer(t),
  codes(t),
  actions(t, (r) => <StaffInstanceActions row={r} role={role} maxBytes={maxBytes} />),
];
