/** The instances module's labels, client-safe: the values are the tables' enums (db/enums/instances.ts). */
import type { InstanceAction, InstanceFileKind, InstanceStatus } from "@/db/enums/instances";

export const INSTANCE_STATUS_LABELS: Record<InstanceStatus, string> = {
  OPEN: "Abierta",
  IN_PROCESS: "En proceso",
  CLOSED: "Cerrada",
  CANCELED: "Cancelada",
};

export const INSTANCE_ACTION_LABELS: Record<InstanceAction, string> = {
  CREATE: "Creada",
  ANSWER: "Respondida",
  IN_PROCESS: "Puesta en proceso",
  CLOSE: "Cerrada",
  REOPEN: "Reabierta",
  CANCEL: "Cancelada",
  STUDENT_FILE: "Fichero del alumno",
  RESPONSE_FILE: "Fichero de respuesta",
};

export const INSTANCE_FILE_KIND_LABELS: Record<InstanceFileKind, string> = {
  STUDENT: "Fichero del alumno",
  RESPONSE: "Fichero de respuesta",
};

export const USER_TEXT_MAX = 200;

/**
 * A request as a person names it: its instancia and its entry registry code, the receipt's number
 * ('la solicitud de Certificado académico personal (E-2026-000010)'), never its row id.
 */
export const instanceName = (row: { templateName: string; entryCode: string | null }) =>
  `la solicitud de ${row.templateName}${row.entryCode ? ` (${row.entryCode})` : ""}`;
