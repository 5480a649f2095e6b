import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/status-badge";
import { statusLabel } from "@/lib/tfg/labels";
import { type RequestStatus } from "@/db/enums/tfg";

const TONES: Record<RequestStatus, BadgeTone> = { OPEN: "blue", ACCEPTED: "green", REJECTED: "red", CANCELED: "red" };

/** OPEN 'Solicitada' (blue), ACCEPTED 'Aceptada' (green), REJECTED 'Rechazada' and CANCELED 'Cancelada' (red); anything else 'Indefinido'. */
export function RequestStatusBadge({ status }: { status: string }) {
  const t = useTranslations("tfg");
  const tone = status in TONES ? TONES[status as RequestStatus] : undefined;
  return <Badge tone={tone}>{statusLabel(t, status)}</Badge>;
}
