"use client";

import { useId } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { examsApi } from "@/lib/exams/client";
import type { ExamFileKind } from "@/db/enums/exams";
import { useApiForm } from "@/components/ui/use-api-form";
import { EXAM_FILES_ACCEPT } from "@/lib/exams/online/file-types";
import { examFilesForm } from "@/lib/exams/online/schemas";

const LABELS = { INSTRUCTIONS: "instrucciones", QUESTIONS: "preguntas" } as const;

/** Uploads one kind of exam file (several allowed); the server answers 'El examen {id} ha sido actualizado'. */
export function ExamFilesForm({
  examId,
  kind,
  onUploaded,
}: {
  examId: number;
  kind: ExamFileKind;
  onUploaded: (state: string) => void;
}) {
  const inputId = useId();
  const { form, onSubmit, busy, errorOf } = useApiForm(examFilesForm, {
    defaultValues: { files: [] },
    submit: ({ files }) => examsApi.uploadFiles(examId, kind, files),
    success: (result) => result.message,
    onDone: (result) => {
      form.reset({ files: [] });
      onUploaded(result.state);
    },
  });
  const error = errorOf("files");

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
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
            accept={EXAM_FILES_ACCEPT}
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
        <Button type="submit" size="sm" busy={busy}>
          Subir {LABELS[kind]}
        </Button>
      </div>
    </form>
  );
}
