import { personalDataReads } from "@/db/schema";
import { declare } from "./declare";

export const accessLogPersonalData = declare("Consultas de datos personales", {
  legalBasis: "legalObligation",
  retention: "El plazo de conservación de las consultas de datos personales",
  retentionKind: "personalDataReads",
})({
  table: personalDataReads,
  description: "Quién del personal consultó los datos de un alumno, cuándo y qué consultó",
  people: { subject: personalDataReads.studentId, actor: personalDataReads.readerId },
  columns: [personalDataReads.what],
});
