import { Badge } from "@/components/ui/status-badge";
import type { DocumentRow } from "@/lib/documents/schemas";

/** PENDING yellow 'Pendiente', APPROVED 'Aprobado', REJECTED 'Rechazado por: {reason}'. */
export function DocumentStatus({ status, reason }: Pick<DocumentRow, "status" | "reason">) {
  if (status === "PENDING") return <Badge tone="yellow">Pendiente</Badge>;
  if (status === "APPROVED") return <Badge tone="green">Aprobado</Badge>;
  return <Badge tone="red">Rechazado por: {reason}</Badge>;
}
