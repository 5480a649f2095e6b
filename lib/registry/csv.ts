import { REGISTRY_TYPE_LABELS } from "./constants";
import type { RegistryEntryRow } from "./schemas";

/** The export's columns: the table's, in Spanish; people by name and DNI, never by an internal id. */
export const REGISTRY_CSV_HEADER = [
  "Libro",
  "Código",
  "Tipo",
  "Creado",
  "Modificado",
  "Nombre",
  "DNI",
  "Destinatario",
  "Tipo de documento",
  "Archivo",
  "Motivo",
  "Curso académico",
];

export const registryCsvRow = (e: RegistryEntryRow): unknown[] => [
  e.bookType,
  e.code,
  REGISTRY_TYPE_LABELS[e.type],
  new Date(e.created),
  new Date(e.modified),
  e.userName,
  e.userDni,
  e.receiver,
  e.documentType,
  e.file,
  e.text,
  e.termName,
];
