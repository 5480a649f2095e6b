"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import type { ExamState } from "@/lib/exams/constants";
import { statusBody, type StatusBody } from "@/lib/exams/schemas";
import type { z } from "@/lib/validation/z";

/** A status change that needs a reason ('Por favor, introduce una razón' when empty). */
export function ReasonForm({
  status,
  label,
  onSubmit,
}: {
  status: ExamState;
  label: string;
  onSubmit: (body: StatusBody) => Promise<unknown>;
}) {
  const form = useForm<z.input<typeof statusBody>, unknown, StatusBody>({
    resolver: zodResolver(statusBody),
    defaultValues: { status, reason: "" },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="flex flex-col gap-2 rounded-md border border-gray-200 p-3"
    >
      <Field label={`Razón (${label.toLowerCase()})`} required error={form.formState.errors.reason?.message}>
        <Textarea rows={2} {...form.register("reason")} />
      </Field>
      <div>
        <Button type="submit" size="sm" variant="danger" busy={form.formState.isSubmitting}>
          {label}
        </Button>
      </div>
    </form>
  );
}
