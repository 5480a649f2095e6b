"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("instances");
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
    success: t("messages.instanceCreated"),
    onDone: (created) => {
      setCreatedId(created.id);
      setReceipt({
        title: t("request.receiptTitle"),
        code: created.entryCode,
        at: new Date(),
        items: [
          { label: t("request.instance"), value: template!.name },
          { label: t("request.file"), value: created.fileName },
          ...(created.userText ? [{ label: t("request.comment"), value: created.userText }] : []),
        ],
        next: onBehalf ? t("request.nextOnBehalf") : t("request.nextStudent"),
      });
    },
  });
  const [text, file] = useWatch({ control: form.control, name: ["userText", "file"] });

  return (
    <Dialog
      open={template !== null}
      onOpenChange={(o) => !o && close()}
      title={template ? t("request.title", { name: template.name }) : t("request.titleEmpty")}
      description={t("request.description")}
    >
      {receipt ? (
        <Receipt {...receipt} onClose={close} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field
            label={t("request.comment")}
            error={errorOf("userText")}
            hint={t("request.count", { count: text?.length ?? 0, max: USER_TEXT_MAX })}
          >
            <Textarea {...form.register("userText")} maxLength={USER_TEXT_MAX} />
          </Field>
          <AttachmentField control={form.control} name="file" label={t("request.file")} required maxBytes={maxBytes} />
          <FormActions onCancel={onClose} disabled={!file} disabledReason={t("request.disabledReason")} busy={busy}>
            {t("request.submit")}
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
