"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { examsApi } from "@/lib/exams/client";
import type { ExamFileKind } from "@/db/enums/exams";
import { useApiForm } from "@/components/ui/use-api-form";
import { EXAM_FILES_ACCEPT } from "@/lib/exams/online/file-types";
import { examFilesForm } from "@/lib/exams/online/schemas";

/**
 * Uploads one kind of exam file (several allowed, `maxBytes` for all of them together); the server
 * answers 'El examen {id} ha sido actualizado'.
 */
export function ExamFilesForm({
  examId,
  kind,
  maxBytes,
  onUploaded,
}: {
  examId: number;
  kind: ExamFileKind;
  maxBytes: number;
  onUploaded: (state: string) => void;
}) {
  const t = useTranslations("exams");
  // Renewed after an upload, so that the picker starts empty.
  const [sent, setSent] = useState(0);
  const { form, onSubmit, busy, errorOf } = useApiForm(examFilesForm, {
    defaultValues: { files: [] },
    submit: ({ files }) => examsApi.uploadFiles(examId, kind, files),
    success: (result) => result.message,
    onDone: (result) => {
      form.reset({ files: [] });
      setSent((n) => n + 1);
      onUploaded(result.state);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
      <Controller
        control={form.control}
        name="files"
        render={({ field }) => (
          <FilePicker
            key={sent}
            label={t(`files.pickerLabel.${kind}`)}
            name={field.name}
            multiple
            accept={EXAM_FILES_ACCEPT}
            maxBytes={maxBytes}
            error={errorOf("files")}
            onChange={(_, files) => field.onChange(files)}
          />
        )}
      />
      <div>
        <Button type="submit" size="sm" busy={busy}>
          {t(`files.upload.${kind}`)}
        </Button>
      </div>
    </form>
  );
}
