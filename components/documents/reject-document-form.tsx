"use client";

import { useTranslations } from "next-intl";
import { FormActions } from "@/components/ui/form-actions";
import { Field, Textarea } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { documentsApi } from "@/lib/documents/client";
import { rejectDocumentBody } from "@/lib/documents/schemas";

/** The reject dialog's form: a required 'Motivo'. */
export function RejectDocumentForm({
  documentId,
  disabled,
  onCancel,
  onDone,
}: {
  documentId: number;
  disabled: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("documents.reject");
  const reject = useApiForm(rejectDocumentBody, {
    defaultValues: { reason: "" },
    submit: (body) => documentsApi.reject(documentId, body),
    success: t("rejected"),
    onDone,
  });
  return (
    <form noValidate onSubmit={reject.onSubmit} className="flex flex-col gap-4">
      <Field label={t("reason")} required error={reject.errorOf("reason")}>
        <Textarea {...reject.form.register("reason")} />
      </Field>
      <FormActions onCancel={onCancel} variant="danger" disabled={disabled || reject.busy}>
        {t("submit")}
      </FormActions>
    </form>
  );
}
