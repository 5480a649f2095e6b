// The instances tables' enums.

export const INSTANCE_STATUSES = ["OPEN", "IN_PROCESS", "CLOSED", "CANCELED"] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

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

/** The files of a request: the student's and the secretariat's response. */
export const INSTANCE_FILE_KINDS = ["STUDENT", "RESPONSE"] as const;
export type InstanceFileKind = (typeof INSTANCE_FILE_KINDS)[number];

/** Registry movements of a request: its ENTRY when filed, an EXIT each time it is closed. */
export const INSTANCE_REGISTRY_KINDS = ["ENTRY", "EXIT"] as const;
export type InstanceRegistryKind = (typeof INSTANCE_REGISTRY_KINDS)[number];
