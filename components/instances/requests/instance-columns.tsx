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

const created: DataTableColumn<InstanceRow> = {
  key: "created",
  header: "Fecha de creación",
  sortable: true,
  cell: (r) => formatDateTime(r.created),
};
const status: DataTableColumn<InstanceRow> = {
  key: "status",
  header: "Estado",
  sortable: true,
  cell: (r) => <InstanceStatusBadge status={r.status} />,
};
const answer: DataTableColumn<InstanceRow> = { key: "instructorText", header: "Mensaje de la respuesta", detail: true };
const codes: DataTableColumn<InstanceRow> = {
  key: "registry",
  header: "Registro",
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
};
const actions = (extra: (r: InstanceRow) => ReactNode): DataTableColumn<InstanceRow> => ({
  key: "actions",
  header: "Acciones",
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
export const studentInstanceColumns = (role: Role, maxBytes: number): DataTableColumn<InstanceRow>[] => [
  { key: "templateName", header: "Nombre" },
  status,
  answer,
  created,
  codes,
  actions((r) => <StudentInstanceActions row={r} role={role} maxBytes={maxBytes} />),
];

/** 'Solicitudes en proceso' (section 2); the secretary answers and closes, the coordinator reopens. */
export const staffInstanceColumns = (role: Role, maxBytes: number): DataTableColumn<InstanceRow>[] => [
  {
    key: "student",
    header: "Alumno",
    cell: (r) => (
      <>
        <PersonCell familyName={r.surname1} givenName={r.givenName} dni={r.dni} />
        {r.external && <span className="text-xs text-gray-600">Externo</span>}
      </>
    ),
  },
  { key: "instance", header: "Nombre de la instancia", sortable: true, cell: (r) => r.templateName },
  created,
  status,
  { key: "userText", header: "Mensaje de la petición", detail: true },
  answer,
  codes,
  actions((r) => <StaffInstanceActions row={r} role={role} maxBytes={maxBytes} />),
];
