// The accessibility statement's facts (RD 1112/2018, art. 15), said once. Revise them, and the date,
// whenever the checks of e2e/walk.spec.ts or a review change what they say.

/** When the statement was prepared (and last reviewed). */
export const STATEMENT_DATE = "26 de noviembre de 2026";

/**
 * 'Parcialmente conforme': the e2e suite checks every screen with axe-core against WCAG 2.1 A and AA
 * and refuses serious and critical violations, but automatic checks cover only part of the criteria,
 * moderate and minor findings are not refused, and no manual audit has been made yet.
 */
export const CONFORMITY = "parcialmente conforme";

/** The known exceptions (contenido no accesible), each a sentence. */
export const KNOWN_EXCEPTIONS = [
  "Las pruebas automáticas (axe-core, criterios A y AA de las WCAG 2.1) solo detectan una parte de los problemas posibles; no se ha hecho todavía una auditoría manual ni con usuarios de productos de apoyo.",
  "Las pruebas rechazan los fallos graves y críticos, pero no todavía los de gravedad moderada o menor.",
  "Los documentos PDF que genera el portal (expedientes, justificantes, solicitudes de matrícula) no están etiquetados para lectores de pantalla.",
  "Los documentos que suben los alumnos y el personal son contenido de terceros: el portal no controla su accesibilidad.",
];
