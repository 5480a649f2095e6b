import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/status-badge";
import type { DocumentRow } from "@/lib/documents/schemas";

/** PENDING yellow 'Pendiente', APPROVED 'Aprobado', REJECTED 'Rechazado por: {reason}'. */
export function DocumentStatus({ status, reason }: Pick<DocumentRow, "status" | "reason">) {
  const t = useTranslations("documents.statuses");
  if (status === "PENDING") return <Badge tone="yellow">{t("PENDING")}</Badge>;
  if (status === "APPROVED") return <Badge tone="green">{t("APPROVED")}</Badge>;
  return <Badge tone="red">{t("rejectedBy", { reason: reason ?? "" })}</Badge>;
}
