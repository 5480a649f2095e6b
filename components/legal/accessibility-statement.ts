// The accessibility statement's facts (RD 1112/2018, art. 15), said once; their words are in the catalogue
// (`legal.accessibility`). Revise them, and the date, whenever the checks of e2e/walk.spec.ts or a review
// change what they say.

/** When the statement was prepared (and last reviewed): noon, so that no time zone moves its day. */
export const STATEMENT_DATE = new Date("2026-11-26T12:00:00Z");

/**
 * 'Parcialmente conforme' (`legal.accessibility.conformity`): the e2e suite checks every screen with
 * axe-core against WCAG 2.1 A and AA and refuses serious and critical violations, but automatic checks
 * cover only part of the criteria, moderate and minor findings are not refused, and no manual audit has
 * been made yet.
 */

/** The known exceptions (contenido no accesible), each a sentence of `legal.accessibility.exceptions`. */
export const KNOWN_EXCEPTIONS = ["automaticChecks", "severity", "pdf", "thirdParty"] as const;
