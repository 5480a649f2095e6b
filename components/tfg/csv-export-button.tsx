"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { tfgClient } from "@/lib/tfg/client";

export const POLL_MS = 1000;
export const POLL_ATTEMPTS = 100;

const LIST_ONLY = new Set(["page", "size", "sort", "direction", "tab"]);

/**
 * 'Exportar CSV': starts the background export with the table's filters, then asks for its state
 * every second, at most 100 times, showing the progress; the file downloads when it is FINISHED.
 */
export function CsvExportButton({ filter }: { filter?: "GESTION" | "DIRECTOR" }) {
  const { toast } = useToast();
  const params = useSearchParams();
  const [progress, setProgress] = useState<number | null>(null);

  async function start() {
    const filters = Object.fromEntries([...params.entries()].filter(([k]) => !LIST_ONLY.has(k)));
    let id: number;
    try {
      id = (await tfgClient.startCsv({ ...filters, ...(filter ? { filter } : {}) })).id;
    } catch {
      toast({ message: "Error durante el procesamiento del fichero.", variant: "error" });
      return;
    }
    toast({ message: "Iniciando descarga en segundo plano.", variant: "info" });
    setProgress(0);
    try {
      for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        let state;
        try {
          state = await tfgClient.jobStatus(id);
        } catch {
          toast({ message: "Error al comprobar el estado del procesamiento.", variant: "error" });
          return;
        }
        setProgress(state.progress);
        if (state.status === "FINISHED") {
          window.location.assign(tfgClient.jobFilePath(id));
          toast({ message: "Se ha completado el procesamiento del fichero.", variant: "success" });
          return;
        }
        if (state.status === "FAILED") {
          toast({ message: "Error durante el procesamiento del fichero.", variant: "error" });
          return;
        }
      }
      toast({ message: "Tiempo de espera excedido.", variant: "error" });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size="sm" onClick={start} busy={progress !== null}>
        Exportar CSV
      </Button>
      {progress !== null && (
        <label className="flex items-center gap-2 text-sm">
          Progreso de la exportación
          <progress max={100} value={progress} className="w-32">
            {progress}%
          </progress>
          <span aria-live="polite">{progress}%</span>
        </label>
      )}
    </div>
  );
}
