/** The legal holds: why some rows outlive an erasure request (art. 17.3.b RGPD). */
export const HOLDS = {
  registry:
    "Libro de registro: los asientos de entrada y salida se conservan como constancia pública (Ley 39/2015, art. 16)",
  issuedDocument:
    "Documento oficial emitido: su código seguro de verificación debe poder seguir comprobándose (Ley 39/2015, art. 27)",
  academicRecord:
    "Expediente académico: la universidad custodia las calificaciones y los expedientes de forma permanente",
  finalProject:
    "Trabajo fin de estudios: el TFG/TFM aceptado y su defensa forman parte del expediente académico, que la universidad custodia de forma permanente",
  allocation:
    "Asignación de TFG/TFM: la nota de prioridad fundamenta el orden de una asignación que puede revisarse o recurrirse, y se conserva con el expediente académico",
  examProcedure:
    "Procedimiento de evaluación: la elección de un examen ya celebrado (examen, sede y hora) se conserva en el archivo del procedimiento (Ley 39/2015, art. 17)",
} as const;

/** Retention periods said once, for the declarations that share them. */
export const PERIODS = {
  relationship: "Mientras dure la relación con la universidad",
  permanent: "Permanente",
  academicYear: "Mientras dure el curso académico y los plazos de recurso",
} as const;
