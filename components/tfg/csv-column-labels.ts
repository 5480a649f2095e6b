import type { AREA_CSV_HEADER } from "@/lib/tfg/areas/schemas";
import type { INSTRUCTOR_CSV_HEADER } from "@/lib/tfg/allocations/schemas";
import type { PRIORITY_CSV_HEADER } from "@/lib/tfg/proposal/schemas";
import type { TERM_CSV_HEADER } from "@/lib/tfg/terms/schemas";

type Header =
  | (typeof AREA_CSV_HEADER)[number]
  | (typeof INSTRUCTOR_CSV_HEADER)[number]
  | (typeof PRIORITY_CSV_HEADER)[number]
  | (typeof TERM_CSV_HEADER)[number];

/** The TFG uploads' columns in Spanish, for the people who fill the files in. */
export const TFG_CSV_COLUMN_LABELS: Record<Header, string> = {
  academicYearId: "Identificador del curso académico",
  academicYear: "Curso académico",
  name: "Nombre",
  assignedDegrees: "Titulaciones (códigos separados por ;)",
  assignedDegreeIds: "Titulaciones (códigos separados por ;)",
  assignedManagers: "Gestores del área (identificadores separados por ;)",
  externalId: "Identificador del profesor",
  limitRequestsTFG: "Máximo de TFG/TFM que dirige",
  type: "Tipo: AREA (áreas temáticas) o DEFENSE (defensas)",
  start: "Inicio (DD/MM/YYYY HH:mm)",
  end: "Fin (DD/MM/YYYY HH:mm)",
  userId: "Identificador del alumno",
  degreeId: "Código de la titulación",
  priority: "Nota de prioridad",
};
