"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import { privacyApi } from "@/lib/privacy/client";
import { DownloadDataButton } from "./download-data-button";

/** The admin's answer to a person's request: their external id, then the download of their zip or their erasure. */
export function PersonExport() {
  const [externalId, setExternalId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<string[] | null>(null);
  const { run } = useApiAction();
  const inputId = useId();
  const id = externalId.trim();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Identificador de la persona
          </label>
          <input
            id={inputId}
            value={externalId}
            onChange={(event) => setExternalId(event.target.value)}
            className="h-10 rounded-md border border-gray-400 px-3 text-sm"
            autoComplete="off"
          />
        </div>
        <DownloadDataButton url={privacyApi.personExportUrl(id || "-")} label="Descargar sus datos" disabled={!id} />
        <Button type="button" variant="danger" disabled={!id} onClick={() => setConfirming(true)}>
          Suprimir sus datos
        </Button>
      </div>
      {report && (
        <section aria-live="polite" className="rounded-md border border-gray-300 p-4">
          <h3 className="mb-2 font-semibold">Resultado de la supresión</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {report.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Suprimir los datos de una persona"
        description={`¿Seguro que quiere suprimir los datos de ${id}? Se anonimizará su identidad, se cerrarán sus sesiones y se eliminará todo lo que la ley no obligue a conservar. No se puede deshacer.`}
        confirmLabel="Suprimir"
        destructive
        onConfirm={async () => {
          const result = await run(() => privacyApi.erase(id), {
            success: "Datos suprimidos",
            failure: "No se han podido suprimir los datos",
            refresh: false,
            rethrow: true,
          });
          if (result) setReport(result.lines);
        }}
      />
    </div>
  );
}
