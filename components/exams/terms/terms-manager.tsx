"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { examsApi } from "@/lib/exams/client";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { termBody, type TermRow } from "@/lib/exams/terms/schemas";

/** 'Convocatorias': create by name, enable or disable, delete one no exam uses. */
export function TermsManager({ terms }: { terms: TermRow[] }) {
  const { run } = useApiAction();
  const [deleting, setDeleting] = useState<TermRow | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(termBody, {
    defaultValues: { name: "" },
    submit: (body) => examsApi.createTerm(body),
    success: "Convocatoria creada",
    onDone: () => form.reset(),
  });

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex items-end gap-3">
        <Field label="Nueva convocatoria" required error={errorOf("name")} className="flex-1">
          <Input {...form.register("name")} />
        </Field>
        <Button type="submit" disabled={busy}>
          Crear
        </Button>
      </form>
      <ul aria-label="Convocatorias" className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
        {terms.length === 0 && <li className="px-4 py-3 text-gray-600">No hay convocatorias</li>}
        {terms.map((term) => (
          <li key={term.id} className="flex items-center justify-between gap-4 px-4 py-3">
            <span className="flex-1">{term.name}</span>
            <Switch
              label={`Habilitada: ${term.name}`}
              checked={term.enabled}
              onCheckedChange={(enabled) =>
                run(() => examsApi.setTermEnabled(term.id, enabled), {
                  success: enabled ? "Convocatoria habilitada" : "Convocatoria deshabilitada",
                })
              }
            />
            <Button size="sm" variant="danger" onClick={() => setDeleting(term)} aria-label={`Eliminar ${term.name}`}>
              Eliminar
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar convocatoria"
        description={`¿Seguro que quieres eliminar la convocatoria «${deleting?.name ?? ""}»?`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={() =>
          run(() => examsApi.deleteTerm(deleting!.id), { success: "Convocatoria eliminada", rethrow: true }).then(
            () => undefined,
          )
        }
      />
    </div>
  );
}
