"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { ENROLLMENT_TYPE_LABELS } from "@/lib/enrollments/labels";
import type { EnrollmentListQuery } from "@/lib/enrollments/requests/schemas";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";
import { options } from "../form-parts";

/** Staff filters, kept in the URL: type, state, term and user. */
export function RequestFilters({ query, terms }: { query: EnrollmentListQuery; terms: EnrollmentTermRow[] }) {
  const { update, pending } = useSearchParamsUpdate();
  const [user, setUser] = useState(query.userExternalId ?? "");
  return (
    <form
      className="flex flex-wrap items-end gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        update({ userExternalId: user.trim(), page: null });
      }}
    >
      <Field label="Tipo de matrícula">
        <Select
          value={query.enrollmentType ?? ""}
          onChange={(e) => update({ enrollmentType: e.target.value, page: null })}
        >
          <SelectOptions placeholder="Todas" options={options(ENROLLMENT_TYPE_LABELS)} />
        </Select>
      </Field>
      <Field label="Procesado">
        <Select value={query.processed ?? ""} onChange={(e) => update({ processed: e.target.value, page: null })}>
          <SelectOptions
            placeholder="Todas"
            options={[
              { value: "false", label: "Pendiente" },
              { value: "true", label: "Procesado" },
            ]}
          />
        </Select>
      </Field>
      <Field label="Convocatoria">
        <Select
          value={query.enrollmentTermId ?? ""}
          onChange={(e) => update({ enrollmentTermId: e.target.value, page: null })}
        >
          <SelectOptions placeholder="Todas" options={terms.map((t) => ({ value: t.id, label: t.name }))} />
        </Select>
      </Field>
      <Field label="Usuario">
        <Input value={user} onChange={(e) => setUser(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" disabled={pending}>
        Filtrar
      </Button>
    </form>
  );
}
