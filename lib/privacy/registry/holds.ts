/** The legal holds: why some rows outlive an erasure request (art. 17.3.b RGPD). */
export const HOLDS = {
  registry:
    "Libro de registro: los asientos de entrada y salida se conservan como constancia pública (Ley 39/2015, art. 16)",
  issuedDocument:
    "Documento oficial emitido: su código seguro de verificación debe poder seguir comprobándose (Ley 39/2015, art. 27)",
  academicRecord:
    "Expediente académico: la universidad custodia las calificaciones y los expedientes de forma permanente",
} as const;

/** Retention periods said once, for the declarations that share them. */
export const PERIODS = {
  relationship: "Mientras dure la relación con la universidad",
  permanent: "Permanente",
  academicYear: "Mientras dure el curso académico y los plazos de recurso",
} as const;
