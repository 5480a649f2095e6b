"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { FormActions } from "@/components/ui/form-actions";
import { Dialog } from "@/components/ui/dialog";
import { Receipt, type ReceiptProps } from "@/components/ui/receipt";
import { Field, Textarea } from "@/components/ui/field";
import { AttachmentField } from "@/components/ui/form-fields";
import { useApiForm } from "@/components/ui/use-api-form";
import { instancesApi } from "@/lib/instances/client";
import { USER_TEXT_MAX } from "@/lib/instances/constants";
import { MESSAGES } from "@/lib/instances/messages";
import { studentRequestForm, type InstanceCreateBody } from "@/lib/instances/requests/schemas";
import type { TemplateRow } from "@/lib/instances/templates/schemas";

/**
 * The request dialog: an optional comment (at most 200 characters, counted) and a required file
 * that enables 'Crear solicitud'; creates the request, then attaches the file. Staff pass `owner`.
 */
export function RequestDialog({
  template,
  owner = {},
  maxBytes,
  onClose,
  onCreated,
}: {
  template: TemplateRow | null;
  owner?: Omit<InstanceCreateBody, "templateId" | "userText">;
  maxBytes: number;
  onClose: () => void;
  /** Called with the new instance's id when its receipt is closed. */
  onCreated?: (id: number) => void;
}) {
  const [receipt, setReceipt] = useState<Omit<ReceiptProps, "onClose"> | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const close = () => {
    form.reset();
    setReceipt(null);
    setCreatedId(null);
    onClose();
    if (createdId !== null) onCreated?.(createdId);
  };
  const onBehalf = Object.keys(owner).length > 0;
  const { form, onSubmit, busy, errorOf } = useApiForm(studentRequestForm, {
    defaultValues: { userText: "", file: undefined },
    submit: async ({ userText, file }) => {
      const created = await instancesApi.createInstance({ ...owner, templateId: template!.id, userText });
      const uploaded = await instancesApi.uploadStudentFile(created.id, file);
      return { ...created, fileName: uploaded.fileName, userText };
    },
    success: MESSAGES.instanceCreated,
    onDone: (created) => {
      setCreatedId(created.id);
      setReceipt({
        title: "Solicitud registrada",
        code: created.entryCode,
        at: new Date(),
        items: [
          { label: "Instancia", value: template!.name },
          { label: "Fichero", value: created.fileName },
          ...(created.userText ? [{ label: "Comentario", value: created.userText }] : []),
        ],
        next: onBehalf
          ? "Queda abierta en la lista de solicitudes de la secretaría, con su registro de entrada."
          : "La secretaría la revisará y responderá en el portal: verás la respuesta y el estado en 'Instancias realizadas'.",
      });
    },
  });
  const [text, file] = useWatch({ control: form.control, name: ["userText", "file"] });

  return (
    <Dialog
      open={template !== null}
      onOpenChange={(o) => !o && close()}
      title={template ? `Solicitar: ${template.name}` : "Solicitar"}
      description="Adjunta el fichero de la solicitud y, si quieres, un comentario."
    >
      {receipt ? (
        <Receipt {...receipt} onClose={close} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field
            label="Comentario"
            error={errorOf("userText")}
            hint={`${text?.length ?? 0}/${USER_TEXT_MAX} caracteres`}
          >
            <Textarea {...form.register("userText")} maxLength={USER_TEXT_MAX} />
          </Field>
          <AttachmentField control={form.control} name="file" label="Fichero" required maxBytes={maxBytes} />
          <FormActions
            onCancel={onClose}
            disabled={!file}
            disabledReason="Adjunta el fichero de la solicitud"
            busy={busy}
          >
            Crear solicitud
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
