import { REGISTRY_TYPE_LABELS } from "./constants";
import type { RegistryEntryRow } from "./schemas";

/** The export's columns: the table's, in Spanish. */
export const REGISTRY_CSV_HEADER = [
  "Id",
  "Libro",
  "Código",
  "Tipo",
  "Creado",
  "Modificado",
  "Usuario",
  "Nombre",
  "Destinatario",
  "Tipo de documento",
  "Archivo",
  "Motivo",
  "Curso académico",
];

export const registryCsvRow = (e: RegistryEntryRow): unknown[] => [
  e.id,
  e.bookType,
  e.code,
  REGISTRY_TYPE_LABELS[e.type],
  new Date(e.created),
  new Date(e.modified),
  e.userExternalId,
  e.userName,
  e.receiver,
  e.documentType,
  e.file,
  e.text,
  e.termName,
];
