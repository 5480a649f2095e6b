"use client";

import { Button } from "@/components/ui/button";
import { StudentPicker } from "@/components/ui/student-picker";
import { Switch } from "@/components/ui/switch";
import { useSearchParamsUpdate } from "@/lib/ui/use-search-params-update";

/**
 * The coordinator's filters, kept in the URL: one student (chosen by name, DNI or e-mail; the URL
 * keeps their id) and 'Mostrar solo pendientes'.
 */
export function ReviewFilters({
  studentId,
  studentName,
  pending,
}: {
  studentId: string;
  /** The filtered student's name, when the page holds one of their documents. */
  studentName?: string;
  pending: boolean;
}) {
  const { update } = useSearchParamsUpdate();
  return (
    <div className="flex flex-wrap items-end gap-4">
      {studentId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {studentName ? (
            <>
              Documentos de <strong>{studentName}</strong>
            </>
          ) : (
            "Documentos del alumno elegido"
          )}
          <Button type="button" size="sm" variant="secondary" onClick={() => update({ studentId: null, page: null })}>
            Ver todos los alumnos
          </Button>
        </p>
      ) : (
        <StudentPicker
          label="Filtrar por alumno"
          value={null}
          onChange={(s) => s && update({ studentId: s.userId, page: null })}
          className="w-full max-w-md"
        />
      )}
      <Switch
        label="Mostrar solo pendientes"
        checked={pending}
        onCheckedChange={(on) => update({ pending: on ? "true" : null, page: null })}
      />
    </div>
  );
}
