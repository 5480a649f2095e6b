import { INSTANCE_STATUS_LABELS } from "../constants";
import type { InstanceRow } from "./schemas";

/** The export's columns: the list's, in Spanish, plus the registry codes. */
export const INSTANCE_CSV_HEADER = [
  "Id",
  "Alumno",
  "Nombre de la instancia",
  "Nombre del alumno",
  "Apellidos del alumno",
  "DNI del alumno",
  "Fecha de creación",
  "Estado",
  "Mensaje de la petición",
  "Mensaje de la respuesta",
  "Fecha de cierre",
  "Cerrada por",
  "Registro de entrada",
  "Registro de salida",
];

export const instanceCsvRow = (r: InstanceRow): unknown[] => [
  r.id,
  r.external ? "Externo" : r.userExternalId,
  r.templateName,
  r.givenName,
  r.surname1,
  r.dni,
  new Date(r.created),
  INSTANCE_STATUS_LABELS[r.status],
  r.userText,
  r.instructorText,
  r.closed ? new Date(r.closed) : null,
  r.closedBy,
  r.entryCode,
  r.exitCode,
];
