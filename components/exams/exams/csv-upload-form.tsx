"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FileField } from "@/components/ui/form-fields";
import { examsApi } from "@/lib/exams/client";
import { ApiRequestError } from "@/lib/client/api-request";
import { useApiForm } from "@/components/ui/use-api-form";
import { examsCsvForm as csvForm } from "@/lib/exams/exams/schemas";

/** Uploads a CSV of exams; when the file is refused, every bad line is listed. */
export function CsvUploadForm({ maxBytes }: { maxBytes: number }) {
  const t = useTranslations("exams");
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const { form, onSubmit, busy } = useApiForm(csvForm, {
    defaultValues: {},
    submit: ({ file }) => {
      setLineErrors([]);
      return examsApi.uploadCsv(file);
    },
    success: (result) => result.message,
    onError: (err) => setLineErrors(err instanceof ApiRequestError ? (err.errors?.file ?? []) : []),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-3 rounded-md border border-gray-200 p-4">
      <h2 className="font-semibold">{t("csv.title")}</h2>
      <FileField
        control={form.control}
        name="file"
        label={t("csv.fileLabel")}
        accept=".csv,text/csv"
        maxBytes={maxBytes}
        // The refused lines are listed below; the first one would repeat here.
        hideError={lineErrors.length > 0}
      />
      {lineErrors.length > 0 && (
        <ul aria-label={t("csv.errorsLabel")} className="list-disc pl-5 text-sm text-red-800">
          {lineErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {t("csv.upload")}
        </Button>
      </div>
    </form>
  );
}
