"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { documentsApi } from "@/lib/documents/client";
import { documentTypeBody, type DocumentTypeRow } from "@/lib/documents/schemas";

/** The admin's list of document types: add one, delete one no document uses. */
export function DocumentTypesManager({ types }: { types: DocumentTypeRow[] }) {
  const { run } = useApiAction();
  const [deleting, setDeleting] = useState<DocumentTypeRow | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(documentTypeBody, {
    defaultValues: { name: "" },
    submit: documentsApi.createType,
    success: "Tipo de documento creado",
    onDone: () => form.reset(),
  });

  async function remove(type: DocumentTypeRow) {
    await run(() => documentsApi.deleteType(type.id), {
      success: "Tipo de documento eliminado",
      rethrow: true,
    });
  }

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex items-end gap-3">
        <Field label="Nuevo tipo de documento" required error={errorOf("name")} className="flex-1">
          <Input {...form.register("name")} />
        </Field>
        <Button type="submit" disabled={busy}>
          Añadir
        </Button>
      </form>
      <ul
        aria-label="Tipos de documento"
        className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white"
      >
        {types.length === 0 && <li className="px-4 py-3 text-gray-600">No hay tipos de documento</li>}
        {types.map((type) => (
          <li key={type.id} className="flex items-center justify-between px-4 py-3">
            <span>{type.name}</span>
            <Button size="sm" variant="danger" onClick={() => setDeleting(type)} aria-label={`Eliminar ${type.name}`}>
              Eliminar
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar tipo de documento"
        description={`¿Seguro que quieres eliminar el tipo «${deleting?.name ?? ""}»?`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => remove(deleting!)}
      />
    </div>
  );
}
