"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { useSearchParamsUpdate } from "@/lib/ui/use-search-params-update";

/** The coordinator's filters, kept in the URL: a student id and 'Mostrar solo pendientes'. */
export function ReviewFilters({ studentId, pending }: { studentId: string; pending: boolean }) {
  const { update, pending: loading } = useSearchParamsUpdate();
  const [student, setStudent] = useState(studentId);
  return (
    <form
      className="flex flex-wrap items-end gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        update({ studentId: student.trim(), page: null });
      }}
    >
      <Field label="Id del alumno">
        <Input value={student} onChange={(e) => setStudent(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" disabled={loading}>
        Filtrar
      </Button>
      <Switch
        label="Mostrar solo pendientes"
        checked={pending}
        onCheckedChange={(on) => update({ pending: on ? "true" : null, page: null })}
      />
    </form>
  );
}
