"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CsvColumns } from "@/components/ui/csv-columns";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { useToast } from "@/components/ui/toast";
import { tfgApi } from "@/lib/tfg/client";
import { AREA_CSV_HEADER } from "@/lib/tfg/areas/schemas";
import { INSTRUCTOR_CSV_HEADER } from "@/lib/tfg/allocations/schemas";
import { PRIORITY_CSV_HEADER } from "@/lib/tfg/proposal/schemas";
import { TERM_CSV_HEADER } from "@/lib/tfg/terms/schemas";
import { type CsvUploadResult } from "@/lib/tfg/schemas";
import { csvColumnLabel } from "./csv-column-labels";
import { csvFailure } from "./tfg-failure";
import { useTfgAction } from "./use-tfg-action";

const UPLOADS = {
  areas: { header: AREA_CSV_HEADER, upload: tfgApi.uploadAreas },
  terms: { header: TERM_CSV_HEADER, upload: tfgApi.uploadTerms },
  instructors: { header: INSTRUCTOR_CSV_HEADER, upload: tfgApi.uploadInstructors },
  priority: { header: PRIORITY_CSV_HEADER, upload: tfgApi.uploadPriority },
} satisfies Record<string, { header: readonly string[]; upload: (file: File) => Promise<CsvUploadResult> }>;

/**
 * A CSV upload (only .csv) with its header shown and a 'Copiar cabeceras' button; the answer
 * `{success, failed}` is shown in a result dialog; a failure toasts section 8's CSV texts.
 */
export function CsvUpload({ label, kind, maxBytes }: { label: string; kind: keyof typeof UPLOADS; maxBytes: number }) {
  const t = useTranslations("tfg");
  const { header, upload } = UPLOADS[kind];
  const { toast } = useToast();
  const { run, busy } = useTfgAction();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CsvUploadResult | null>(null);
  const headerText = header.join(",");

  async function send() {
    if (!file) return;
    if (!file.name.toLowerCase().endsWith(".csv")) {
      toast({ message: t("csv.upload.onlyCsv"), variant: "error" });
      return;
    }
    await run(() => upload(file), { error: csvFailure(t), onDone: setResult }).catch(() => undefined);
  }

  return (
    <section className="flex flex-col gap-3 rounded-md border border-gray-200 p-4" aria-label={label}>
      <h2 className="font-semibold">{label}</h2>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {t("csv.upload.header")} <code className="rounded bg-gray-100 px-1">{headerText}</code>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            navigator.clipboard.writeText(headerText).then(
              () => toast({ message: t("csv.upload.copied"), variant: "info" }),
              // Refused without permission, outside a secure context or when the page lost focus.
              () => toast({ message: t("csv.upload.copyFailed"), variant: "error" }),
            )
          }
        >
          {t("csv.upload.copy")}
        </Button>
      </p>
      <CsvColumns columns={header.map((name) => [name, csvColumnLabel(t, name)] as const)} />
      <FilePicker label={t("csv.upload.file")} accept=".csv,text/csv" maxBytes={maxBytes} onChange={setFile} />
      <div>
        <Button onClick={send} disabled={!file} busy={busy}>
          {t("csv.upload.send")}
        </Button>
      </div>
      <Dialog
        open={result !== null}
        onOpenChange={(open) => !open && setResult(null)}
        title={t("csv.upload.resultTitle")}
      >
        <h3 className="font-semibold">{t("csv.upload.succeeded", { count: result?.success.length ?? 0 })}</h3>
        <ul className="mb-3 list-disc pl-5">
          {result?.success.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
        <h3 className="font-semibold">{t("csv.upload.withErrors", { count: result?.failed.length ?? 0 })}</h3>
        <ul className="list-disc pl-5">
          {result?.failed.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
