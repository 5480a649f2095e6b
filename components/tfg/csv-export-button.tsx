"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { tfgApi } from "@/lib/tfg/client";
import { jobOutcomeToast, pollJob } from "./poll-job";
import { useTfgAction } from "./use-tfg-action";

const LIST_ONLY = new Set(["page", "size", "sort", "direction", "tab"]);

/**
 * 'Exportar CSV': starts the background export with the table's filters, then polls it (`pollJob`)
 * showing the progress; the file downloads through the client when it is FINISHED.
 */
export function CsvExportButton({ filter }: { filter?: "GESTION" | "DIRECTOR" }) {
  const t = useTranslations("tfg");
  const { toast } = useToast();
  const { download } = useTfgAction();
  const params = useSearchParams();
  const [progress, setProgress] = useState<number | null>(null);

  async function start() {
    const filters = Object.fromEntries([...params.entries()].filter(([k]) => !LIST_ONLY.has(k)));
    let id: number;
    try {
      id = (await tfgApi.startCsv({ ...filters, ...(filter ? { filter } : {}) })).id;
    } catch {
      toast(jobOutcomeToast("FAILED", t));
      return;
    }
    toast({ message: t("csv.export.starting"), variant: "info" });
    setProgress(0);
    const outcome = await pollJob(() => tfgApi.jobStatus(id), setProgress);
    setProgress(null);
    toast(jobOutcomeToast(outcome, t));
    if (outcome === "FINISHED") await download(tfgApi.jobFilePath(id));
  }

  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size="sm" onClick={start} busy={progress !== null}>
        {t("ui.exportCsv")}
      </Button>
      {progress !== null && (
        <label className="flex items-center gap-2 text-sm">
          {t("csv.export.progress")}
          <progress max={100} value={progress} className="w-32">
            {progress}%
          </progress>
          <span aria-live="polite">{progress}%</span>
        </label>
      )}
    </div>
  );
}
