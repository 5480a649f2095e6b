"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FileField } from "@/components/ui/form-fields";
import { useApiForm } from "@/components/ui/use-api-form";
import { verificationApi, verificationPage, type FileCheck } from "@/lib/verification/client";
import { checkFileForm } from "@/lib/verification/schemas";
import { VerifiedDocumentFacts } from "./verified-document";

/** 'Comprobar un archivo': sends a PDF the visitor holds and shows whether the portal issued it, unaltered. */
export function CheckFileForm({ maxBytes }: { maxBytes: number }) {
  const t = useTranslations("verification");
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
        label={t("fileForm.label")}
        required
        accept="application/pdf,.pdf"
        maxBytes={maxBytes}
        onChange={() => setVerdict(null)}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("fileForm.checking") : t("fileForm.submit")}
        </Button>
      </div>
      <div aria-live="polite">
        {verdict?.valid === true && (
          <div className="rounded-lg border border-green-300 bg-green-50 p-4">
            <p className="mb-3 font-semibold text-green-900">{t("fileForm.valid")}</p>
            <VerifiedDocumentFacts document={verdict.document} />
            <a href={verificationPage(verdict.document.code)} className="mt-3 inline-block text-blue-700 underline">
              {t("fileForm.seeCode")}
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
