import { Badge, type BadgeTone } from "@/components/ui/status-badge";
import { STATUS_LABELS } from "@/lib/tfg/constants";
import { type RequestStatus } from "@/db/enums/tfg";

const TONES: Record<RequestStatus, BadgeTone> = { OPEN: "blue", ACCEPTED: "green", REJECTED: "red", CANCELED: "red" };

/** OPEN 'Solicitada' (blue), ACCEPTED 'Aceptada' (green), REJECTED 'Rechazada' and CANCELED 'Cancelada' (red); anything else 'Indefinido'. */
export function RequestStatusBadge({ status }: { status: string }) {
  const known = status in STATUS_LABELS ? (status as RequestStatus) : null;
  return known ? <Badge tone={TONES[known]}>{STATUS_LABELS[known]}</Badge> : <Badge>Indefinido</Badge>;
}
