"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { examsClient } from "@/lib/exams/client";
import type { ExamFileKind } from "@/lib/exams/constants";
import { examFilesForm } from "@/lib/exams/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import type { z } from "@/lib/validation/z";

const LABELS = { INSTRUCTIONS: "instrucciones", QUESTIONS: "preguntas" } as const;

/** Uploads one kind of exam file (several allowed); the server answers 'El Examen {id} ha sido actualizado'. */
export function ExamFilesForm({
  examId,
  kind,
  onUploaded,
}: {
  examId: number;
  kind: ExamFileKind;
  onUploaded: (state: string) => void;
}) {
  const { run } = useApiAction();
  const inputId = useId();
  const form = useForm<z.input<typeof examFilesForm>, unknown, z.output<typeof examFilesForm>>({
    resolver: zodResolver(examFilesForm),
    defaultValues: { files: [] },
  });
  const error = form.formState.errors.files?.message;

  async function send({ files }: z.output<typeof examFilesForm>) {
    await run(() => examsClient.uploadFiles(examId, kind, files), {
      success: (result) => result.message,
      onDone: (result) => {
        form.reset({ files: [] });
        onUploaded(result.state);
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send)}
      className="flex flex-col gap-2 rounded-md border border-gray-200 p-3"
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        Ficheros de {LABELS[kind]}
      </label>
      <Controller
        control={form.control}
        name="files"
        render={({ field }) => (
          <input
            id={inputId}
            type="file"
            multiple
            className={controlClasses}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => field.onChange(Array.from(event.target.files ?? []))}
          />
        )}
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          Subir {LABELS[kind]}
        </Button>
      </div>
    </form>
  );
}
