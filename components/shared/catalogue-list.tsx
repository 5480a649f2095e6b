"use client";

import { useTranslations } from "next-intl";
import { RowActions } from "@/components/shared/row-actions";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiForm } from "@/components/ui/use-api-form";
import type { z } from "@/lib/validation/z";

type Named = { id: number; name: string };

export type CatalogueListProps<T extends Named> = {
  /** The list's accessible name. */
  label: string;
  emptyMessage: string;
  items: T[];
  /** Controls shown before 'Eliminar' on each item (a switch, 'Editar'). */
  controls?: (item: T) => ReactNode;
  /** The confirmation of 'Eliminar': its title and question, the call and its success toast. */
  remove: { title: string; question: (item: T) => string; call: (item: T) => Promise<unknown>; success: string };
};

/**
 * A catalogue's items by name (document types, terms, instance types), each with its controls and
 * 'Eliminar', which asks for confirmation and stays open if the server refuses (an item in use).
 */
export function CatalogueList<T extends Named>({
  label,
  emptyMessage,
  items,
  controls,
  remove,
}: CatalogueListProps<T>) {
  const t = useTranslations("common.actions");
  const { run } = useApiAction();
  const [deleting, setDeleting] = useState<T | null>(null);
  return (
    <>
      <ul aria-label={label} className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
        {items.length === 0 && <li className="px-4 py-3 text-gray-600">{emptyMessage}</li>}
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
            <span className="min-w-0 flex-1 break-words">{item.name}</span>
            <span className="flex flex-wrap items-center gap-2">
              {controls?.(item)}
              <RowActions
                subject={item.name}
                actions={[{ label: t("delete"), variant: "danger", onClick: () => setDeleting(item) }]}
              />
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={remove.title}
        description={deleting ? remove.question(deleting) : ""}
        confirmLabel={t("delete")}
        destructive
        onConfirm={async () => {
          await run(() => remove.call(deleting!), { success: remove.success, rethrow: true });
        }}
      />
    </>
  );
}

/** A one-field form above a catalogue: the new item's name and the submit button; it empties on success. */
export function NameAddForm<Out>({
  schema,
  label,
  submitLabel,
  submit,
  success,
}: {
  schema: z.ZodType<Out, { name: string }>;
  label: string;
  submitLabel: string;
  submit: (body: Out) => Promise<unknown>;
  success: string;
}) {
  const { form, onSubmit, busy, errorOf } = useApiForm(schema, {
    defaultValues: { name: "" },
    submit,
    success,
    onDone: () => form.reset(),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex items-end gap-3">
      <Field label={label} required error={errorOf("name")} className="flex-1">
        <Input {...form.register("name")} />
      </Field>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
