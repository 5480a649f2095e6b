"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { examsApi } from "@/lib/exams/client";
import type { ExamState } from "@/db/enums/exams";
import { statusBody } from "@/lib/exams/online/schemas";

/** A status change that needs a reason ('Por favor, introduce una razón' when empty). */
export function ReasonForm({
  examId,
  status,
  label,
  onDone,
}: {
  examId: number;
  status: ExamState;
  label: string;
  onDone: () => void;
}) {
  const t = useTranslations("exams");
  const { form, onSubmit, busy, errorOf } = useApiForm(statusBody, {
    defaultValues: { status, reason: "" },
    submit: (body) => examsApi.setStatus(examId, body.status, body.reason),
    success: t("online.statusUpdated"),
    onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
      <Field label={t("online.reasonLabel", { action: label.toLowerCase() })} required error={errorOf("reason")}>
        <Textarea rows={2} {...form.register("reason")} />
      </Field>
      <div>
        <Button type="submit" size="sm" variant="danger" busy={busy}>
          {label}
        </Button>
      </div>
    </form>
  );
}
