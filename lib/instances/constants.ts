/** The instances module's fixed vocabulary: dependency-free, so db/schema and client code can import it. */
export const INSTANCE_STATUSES = ["OPEN", "IN_PROCESS", "CLOSED", "CANCELED"] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

export const INSTANCE_STATUS_LABELS: Record<InstanceStatus, string> = {
  OPEN: "Abierta",
  IN_PROCESS: "En proceso",
  CLOSED: "Cerrada",
  CANCELED: "Cancelada",
};

/** What the history records: the change, and the state the request was left in. */
export const INSTANCE_ACTIONS = [
  "CREATE",
  "ANSWER",
  "IN_PROCESS",
  "CLOSE",
  "REOPEN",
  "CANCEL",
  "STUDENT_FILE",
  "RESPONSE_FILE",
] as const;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];

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

/** The files of a request: the student's and the secretariat's response. */
export const INSTANCE_FILE_KINDS = ["STUDENT", "RESPONSE"] as const;
export type InstanceFileKind = (typeof INSTANCE_FILE_KINDS)[number];

export const INSTANCE_FILE_KIND_LABELS: Record<InstanceFileKind, string> = {
  STUDENT: "Fichero del alumno",
  RESPONSE: "Fichero de respuesta",
};

/** Registry movements of a request: its ENTRY when filed, an EXIT each time it is closed. */
export const INSTANCE_REGISTRY_KINDS = ["ENTRY", "EXIT"] as const;
export type InstanceRegistryKind = (typeof INSTANCE_REGISTRY_KINDS)[number];

export const USER_TEXT_MAX = 200;
