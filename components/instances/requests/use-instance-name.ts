"use client";

import { useTranslations } from "next-intl";

/**
 * A request as a person names it: its instancia and its entry registry code, the receipt's number
 * ('la solicitud de Certificado académico personal (E-2026-000010)'), never its row id.
 */
export function useInstanceName() {
  const t = useTranslations("instances");
  return (row: { templateName: string; entryCode: string | null }) =>
    row.entryCode
      ? t("instanceNameWithCode", { name: row.templateName, code: row.entryCode })
      : t("instanceName", { name: row.templateName });
}
