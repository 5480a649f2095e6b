"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { apiRequest } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import { verificationApi, verificationPage, type FileCheck } from "@/lib/verification/client";
import { CHECK_FILE_FIELD, checkFileForm } from "@/lib/verification/schemas";
import type { z } from "@/lib/validation/z";
import { VerifiedDocumentFacts } from "./verified-document";

type FormInput = z.input<typeof checkFileForm>;
type FormOutput = z.output<typeof checkFileForm>;

/** 'Comprobar un archivo': sends a PDF the visitor holds and shows whether the portal issued it, unaltered. */
export function CheckFileForm({ maxBytes }: { maxBytes: number }) {
  const { run } = useApiAction();
  const [verdict, setVerdict] = useState<FileCheck | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(checkFileForm),
    defaultValues: { file: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  async function send({ file }: FormOutput) {
    const body = new FormData();
    body.set(CHECK_FILE_FIELD, file);
    await run(() => apiRequest<FileCheck>(verificationApi.check, { method: "POST", form: body }), {
      refresh: false,
      onDone: setVerdict,
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="flex max-w-lg flex-col gap-4">
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FilePicker
            label="Archivo PDF"
            required
            accept="application/pdf,.pdf"
            maxBytes={maxBytes}
            error={errors.file?.message}
            onChange={(next) => {
              setVerdict(null);
              field.onChange(next ?? undefined);
            }}
          />
        )}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Comprobando…" : "Comprobar archivo"}
        </Button>
      </div>
      <div aria-live="polite">
        {verdict?.valid === true && (
          <div className="rounded-lg border border-green-300 bg-green-50 p-4">
            <p className="mb-3 font-semibold text-green-900">
              El archivo es un documento emitido por el portal y no ha sido modificado.
            </p>
            <VerifiedDocumentFacts document={verdict.document} />
            <a href={verificationPage(verdict.document.code)} className="mt-3 inline-block text-blue-700 underline">
              Ver la verificación del código
            </a>
          </div>
        )}
        {verdict?.valid === false && (
          <p className="rounded-lg border border-red-300 bg-red-50 p-4 font-semibold text-red-900">{verdict.message}</p>
        )}
      </div>
    </form>
  );
}
