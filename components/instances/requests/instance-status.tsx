import { Badge, type BadgeTone } from "@/components/ui/status-badge";
import { INSTANCE_STATUS_LABELS } from "@/lib/instances/constants";
import { type InstanceStatus } from "@/db/enums/instances";

const TONES: Record<InstanceStatus, BadgeTone> = {
  OPEN: "blue",
  IN_PROCESS: "yellow",
  CLOSED: "green",
  CANCELED: "red",
};

/** OPEN 'Abierta' blue, IN_PROCESS 'En proceso' yellow, CLOSED 'Cerrada' green, CANCELED 'Cancelada' red. */
export function InstanceStatusBadge({ status }: { status: InstanceStatus }) {
  return <Badge tone={TONES[status]}>{INSTANCE_STATUS_LABELS[status]}</Badge>;
}
