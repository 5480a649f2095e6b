"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FileField } from "@/components/ui/form-fields";
import { useApiForm } from "@/components/ui/use-api-form";
import { verificationApi, verificationPage, type FileCheck } from "@/lib/verification/client";
import { checkFileForm } from "@/lib/verification/schemas";
import { VerifiedDocumentFacts } from "./verified-document";

/** 'Comprobar un archivo': sends a PDF the visitor holds and shows whether the portal issued it, unaltered. */
export function CheckFileForm({ maxBytes }: { maxBytes: number }) {
  const [verdict, setVerdict] = useState<FileCheck | null>(null);
  const { form, onSubmit, busy } = useApiForm(checkFileForm, {
    defaultValues: { file: undefined },
    submit: ({ file }) => verificationApi.checkFile(file),
    refresh: false,
    onDone: setVerdict,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
      <FileField
        control={form.control}
        name="file"
        label="Archivo PDF"
        required
        accept="application/pdf,.pdf"
        maxBytes={maxBytes}
        onChange={() => setVerdict(null)}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Comprobando…" : "Comprobar archivo"}
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
