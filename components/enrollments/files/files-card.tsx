"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("enrollments");
  return (
    <Card title={t("form.attachFiles")}>
      <FilePicker
        key={inputKey}
        label={t("fields.files")}
        multiple
        accept={ACCEPT_ATTRIBUTE}
        maxBytes={maxBytes}
        onChange={(_, files) => onChange(files)}
      />
    </Card>
  );
}
