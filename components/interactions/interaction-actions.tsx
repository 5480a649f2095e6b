"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Select, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { INTERACTION_TYPES, updateInteractionBody, type InteractionRow } from "@/lib/interactions/schemas";
import { apiRequest, failureMessage } from "@/lib/ui/api-request";
import type { z } from "@/lib/validation/z";

type FormInput = z.input<typeof updateInteractionBody>;
type FormOutput = z.output<typeof updateInteractionBody>;

/** 'Editar' (the comment is required) and 'Eliminar' (after confirmation), for whoever may change it. */
export function InteractionActions({ interaction }: { interaction: InteractionRow }) {
  const router = useRouter();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateInteractionBody),
    defaultValues: { id: interaction.id, type: interaction.type, interactionText: interaction.interactionText },
  });

  async function save(body: FormOutput) {
    try {
      await apiRequest(`/interactions-api/${interaction.id}`, { method: "PATCH", json: body });
      toast({ message: `Interaccion ${interaction.id} actualizada`, variant: "success" });
      setEditing(false);
      router.refresh();
    } catch (err) {
      toast({ message: failureMessage(err), variant: "error" });
    }
  }

  async function remove() {
    try {
      await apiRequest(`/interactions-api/${interaction.id}`, { method: "DELETE" });
      toast({ message: `Interaccion ${interaction.id} eliminada`, variant: "success" });
      router.refresh();
    } catch (err) {
      toast({ message: failureMessage(err), variant: "error" });
      throw err;
    }
  }

  if (!interaction.editable) return null;
  const label = `interacción ${interaction.id}`;
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Editar ${label}`}>
        Editar
      </Button>
      <Button size="sm" variant="danger" onClick={() => setDeleting(true)} aria-label={`Eliminar ${label}`}>
        Eliminar
      </Button>
      <Dialog open={editing} onOpenChange={setEditing} title={`Editar interacción ${interaction.id}`}>
        <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
          <Field label="Tipo de interacción" required>
            <Select {...form.register("type")}>
              {INTERACTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Comentario" required error={form.formState.errors.interactionText?.message}>
            <Textarea {...form.register("interactionText")} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Guardar
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Eliminar interacción"
        description={`¿Seguro que quieres eliminar la ${label}? Se eliminarán también sus adjuntos.`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={remove}
      />
    </div>
  );
}
