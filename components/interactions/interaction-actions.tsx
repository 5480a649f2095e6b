"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { updateInteractionBody, type InteractionRow } from "@/lib/interactions/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { InteractionTypeField } from "./interaction-fields";
import { interactionName } from "./interaction-name";
import { interactionsApi } from "@/lib/interactions/client";

/** 'Editar' (the comment is required) and 'Eliminar' (after confirmation), for whoever may change it. */
export function InteractionActions({ interaction }: { interaction: InteractionRow }) {
  const t = useTranslations("interactions");
  const locale = useLocale();
  const { run } = useApiAction();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = interactionName(t, interaction, locale);
  const { form, onSubmit, busy, errorOf } = useApiForm(updateInteractionBody, {
    defaultValues: { id: interaction.id, type: interaction.type, interactionText: interaction.interactionText },
    submit: (body) => interactionsApi.update(interaction.id, body).then(() => body),
    // Named by the type just saved, which the edit may have changed.
    success: (saved) =>
      t("actions.updated", interactionName(t, { ...interaction, type: saved.type ?? interaction.type }, locale)),
    onDone: () => setEditing(false),
  });

  async function remove() {
    await run(() => interactionsApi.remove(interaction.id), {
      success: t("actions.deleted", name),
      rethrow: true,
    });
  }

  if (!interaction.editable) return null;
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={t("actions.editLabel", name)}>
        {t("actions.edit")}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setDeleting(true)} aria-label={t("actions.deleteLabel", name)}>
        {t("actions.delete")}
      </Button>
      <Dialog open={editing} onOpenChange={setEditing} title={t("actions.editLabel", name)}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <InteractionTypeField {...form.register("type")} />
          <Field label={t("fields.comment")} required error={errorOf("interactionText")}>
            <Textarea {...form.register("interactionText")} />
          </Field>
          <FormActions onCancel={() => setEditing(false)} disabled={busy}>
            {t("actions.save")}
          </FormActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("actions.confirmTitle")}
        description={t("actions.confirmDescription", name)}
        confirmLabel={t("actions.delete")}
        destructive
        onConfirm={remove}
      />
    </div>
  );
}
