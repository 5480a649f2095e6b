"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchKind } from "@/lib/student-record/schemas";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/** Search by Id, Nombre, Apellidos or Correo electrónico; the search lives in the URL. */
export function StudentSearchForm({ kind, term }: { kind: SearchKind; term: string }) {
  const { update, pending } = useSearchParamsUpdate();
  const [values, setValues] = useState({ kind, term });
  const [error, setError] = useState<string>();
  return (
    <form
      role="search"
      aria-label="Buscar alumno"
      className="flex flex-wrap items-end gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!values.term.trim()) return setError("Debe indicar un término de búsqueda");
        setError(undefined);
        update({ kind: values.kind, term: values.term.trim(), page: null, user: null });
      }}
    >
      <Field label="Buscar por">
        <Select value={values.kind} onChange={(e) => setValues({ ...values, kind: e.target.value as SearchKind })}>
          {SEARCH_KINDS.map((k) => (
            <option key={k} value={k}>
              {SEARCH_KIND_LABELS[k]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Término de búsqueda" error={error} className="min-w-64 flex-1">
        <Input value={values.term} onChange={(e) => setValues({ ...values, term: e.target.value })} />
      </Field>
      <Button type="submit" disabled={pending}>
        Buscar
      </Button>
    </form>
  );
}
