"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { StudentFileFilter } from "@/components/student-record/student-file-filter";
import { INSTANCE_STATUS_LABELS } from "@/lib/instances/constants";
import { INSTANCE_STATUSES, type InstanceStatus } from "@/db/enums/instances";
import type { InstanceListQuery } from "@/lib/instances/requests/list-query";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

type Filters = Omit<InstanceListQuery, "page" | "size" | "sort" | "direction">;

/** The filters of section 3, kept in the URL; empty ones are dropped. The student is chosen by name, DNI or e-mail. */
export function InstanceFilters({ current, studentName }: { current: Filters; studentName?: string }) {
  const { update, pending } = useSearchParamsUpdate();
  const [f, setF] = useState({
    id: current.id ? String(current.id) : "",
    instance: current.instance ?? "",
    studentId: current.studentId ?? "",
    createdFrom: current.createdFrom ?? "",
    createdTo: current.createdTo ?? "",
    closedFrom: current.closedFrom ?? "",
    closedTo: current.closedTo ?? "",
    external: current.external === undefined ? "" : String(current.external),
  });
  const [statuses, setStatuses] = useState<InstanceStatus[]>(current.status ?? []);
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((v) => ({ ...v, [key]: e.target.value }));
  const text = (key: keyof typeof f, label: string, type = "text") => (
    <Field label={label}>
      <Input type={type} value={f[key]} onChange={set(key)} />
    </Field>
  );
  return (
    <form
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()]));
        update({ ...trimmed, status: statuses.join(","), page: null });
      }}
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <StudentFileFilter
          param="userExternalId"
          studentId={current.userExternalId ?? ""}
          studentName={studentName}
          of="Solicitudes"
        />
      </div>
      {text("id", "Id de la solicitud")}
      {text("instance", "Instancia")}
      {text("studentId", "DNI del alumno")}
      {text("createdFrom", "Creada desde", "date")}
      {text("createdTo", "Creada hasta", "date")}
      {text("closedFrom", "Cerrada desde", "date")}
      {text("closedTo", "Cerrada hasta", "date")}
      <fieldset className="flex flex-wrap gap-3 sm:col-span-2">
        <legend className="text-sm font-medium text-gray-900">Estado</legend>
        {INSTANCE_STATUSES.map((s) => (
          <label key={s} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={statuses.includes(s)}
              onChange={(e) => setStatuses((list) => (e.target.checked ? [...list, s] : list.filter((x) => x !== s)))}
            />
            {INSTANCE_STATUS_LABELS[s]}
          </label>
        ))}
      </fieldset>
      <Field label="Alumno externo">
        <Select value={f.external} onChange={set("external")}>
          <option value="">Todos</option>
          <option value="true">Sí</option>
          <option value="false">No</option>
        </Select>
      </Field>
      <div className="flex items-end">
        <Button type="submit" variant="secondary" busy={pending}>
          Filtrar
        </Button>
      </div>
    </form>
  );
}
