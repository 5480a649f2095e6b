"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { examsClient } from "@/lib/exams/client";
import { examsCsvForm as csvForm } from "@/lib/exams/schemas";
import { ApiRequestError } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import type { z } from "@/lib/validation/z";

/** Uploads a CSV of exams; when the file is refused, every bad line is listed. */
export function CsvUploadForm({ maxBytes }: { maxBytes: number }) {
  const { run } = useApiAction();
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const form = useForm<z.input<typeof csvForm>, unknown, z.output<typeof csvForm>>({ resolver: zodResolver(csvForm) });

  async function send({ file }: z.output<typeof csvForm>) {
    setLineErrors([]);
    await run(() => examsClient.uploadCsv(file), {
      success: (result) => result.message,
      onError: (err) => setLineErrors(err instanceof ApiRequestError ? (err.errors?.file ?? []) : []),
    });
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send)}
      className="flex max-w-xl flex-col gap-3 rounded-md border border-gray-200 p-4"
    >
      <h2 className="font-semibold">Subir exámenes (CSV)</h2>
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FilePicker
            label="Fichero CSV de exámenes"
            accept=".csv,text/csv"
            maxBytes={maxBytes}
            error={form.formState.errors.file?.message}
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
        <Button type="submit" busy={form.formState.isSubmitting}>
          Subir CSV
        </Button>
      </div>
    </form>
  );
}
