"use client";

import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { Card } from "../form-parts";

/**
 * 'Adjuntar archivos': the files chosen, sent once the request is registered. `inputKey` renews the
 * input (clears it) after a request is sent.
 */
export function FilesCard({
  files,
  onChange,
  inputKey,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  inputKey: number;
}) {
  return (
    <Card title="Adjuntar archivos">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Archivos
        <input
          key={inputKey}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          onChange={(e) => onChange([...(e.target.files ?? [])])}
          className="text-sm font-normal"
        />
      </label>
      {files.length > 0 && (
        <p className="text-sm text-gray-700">Archivos seleccionados: {files.map((f) => f.name).join(", ")}</p>
      )}
    </Card>
  );
}
