"use client";

import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { examsApi } from "@/lib/exams/client";
import { examsCsvForm as csvForm } from "@/lib/exams/schemas";
import { ApiRequestError } from "@/lib/ui/api-request";
import { useApiForm } from "@/components/ui/use-api-form";

/** Uploads a CSV of exams; when the file is refused, every bad line is listed. */
export function CsvUploadForm({ maxBytes }: { maxBytes: number }) {
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const { form, onSubmit, busy, errorOf } = useApiForm(csvForm, {
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
      <h2 className="font-semibold">Subir exámenes (CSV)</h2>
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FilePicker
            label="Fichero CSV de exámenes"
            accept=".csv,text/csv"
            maxBytes={maxBytes}
            // The refused lines are listed below; the first one would repeat here.
            error={lineErrors.length > 0 ? undefined : errorOf("file")}
            onChange={(file) => field.onChange(file ?? undefined)}
          />
        )}
      />
      {lineErrors.length > 0 && (
        <ul aria-label="Errores del fichero" className="list-disc pl-5 text-sm text-red-800">
          {lineErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div>
        <Button type="submit" busy={busy}>
          Subir CSV
        </Button>
      </div>
    </form>
  );
}
