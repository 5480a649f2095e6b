"use client";

import { useId, useState } from "react";
import { privacyApi } from "@/lib/privacy/client";
import { DownloadDataButton } from "./download-data-button";

/** The admin's 'Exportar los datos de una persona': an external id and the download of that person's zip. */
export function PersonExport() {
  const [externalId, setExternalId] = useState("");
  const inputId = useId();
  const id = externalId.trim();
  return (
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
    </div>
  );
}
