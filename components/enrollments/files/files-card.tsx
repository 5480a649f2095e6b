"use client";

import { FilePicker } from "@/components/ui/file-picker";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { Card } from "../form-parts";

/**
 * 'Adjuntar archivos': the files chosen, checked for their types and total size before anything is
 * sent, and sent once the request is registered. `inputKey` renews the picker (clears it) after a
 * request is sent.
 */
export function FilesCard({
  onChange,
  inputKey,
  maxBytes,
}: {
  onChange: (files: File[]) => void;
  inputKey: number;
  maxBytes: number;
}) {
  return (
    <Card title="Adjuntar archivos">
      <FilePicker
        key={inputKey}
        label="Archivos"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        maxBytes={maxBytes}
        onChange={(_, files) => onChange(files)}
      />
    </Card>
  );
}
