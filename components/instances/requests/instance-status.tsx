import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/status-badge";
import { type InstanceStatus } from "@/db/enums/instances";

const TONES: Record<InstanceStatus, BadgeTone> = {
  OPEN: "blue",
  IN_PROCESS: "yellow",
  CLOSED: "green",
  CANCELED: "red",
};

/** OPEN 'Abierta' blue, IN_PROCESS 'En proceso' yellow, CLOSED 'Cerrada' green, CANCELED 'Cancelada' red. */
export function InstanceStatusBadge({ status }: { status: InstanceStatus }) {
  const t = useTranslations("instances");
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
