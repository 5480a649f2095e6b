/** The instances module's client-safe constants; its labels are in the catalogue (messages/<locale>/instances.json). */
import type { InstanceFileKind, InstanceStatus } from "@/db/enums/instances";

/**
 * The Spanish labels for lib/privacy/export/readers/instances.ts only, until it says them in the
 * person's language (`translator(locale, "instances")`: `statuses.*`, `fileKinds.*`).
 */
export const INSTANCE_STATUS_LABELS: Record<InstanceStatus, string> = {
  OPEN: "Abierta",
  IN_PROCESS: "En proceso",
  CLOSED: "Cerrada",
  CANCELED: "Cancelada",
};

/** See INSTANCE_STATUS_LABELS. */
export const INSTANCE_FILE_KIND_LABELS: Record<InstanceFileKind, string> = {
  STUDENT: "Fichero del alumno",
  RESPONSE: "Fichero de respuesta",
};

export const USER_TEXT_MAX = 200;
