import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RetentionKind } from "@/lib/privacy/retention/kinds";

/** The legal bases (art. 6 RGPD) the portal's processing rests on, as the privacy notice words them. */
export const LEGAL_BASES = {
  publicTask: "Misión realizada en interés público: el servicio público de la educación superior (art. 6.1.e RGPD)",
  legalObligation: "Cumplimiento de una obligación legal (art. 6.1.c RGPD)",
  contract: "Ejecución de un contrato: la matrícula y su pago (art. 6.1.b RGPD)",
  consent: "Consentimiento de la persona interesada (art. 6.1.a RGPD)",
} as const;
export type LegalBasis = keyof typeof LEGAL_BASES;

/** How a column ties a row to a person. */
export const RELATIONS = {
  subject: "titular de los datos",
  actor: "autor de la acción",
  recipient: "destinatario",
  member: "profesor, tribunal o responsable",
} as const;
export type PersonRelation = keyof typeof RELATIONS;

/** A column pointing at a person: `users.id`, or the person's external id (the audit log). */
export interface PersonLink {
  column: PgColumn;
  relation: PersonRelation;
}

/** A table whose rows belong to a person through a parent row (a request's files, a defense of a request). */
export interface ParentLink {
  column: PgColumn;
  parent: PgTable;
}

/** Where one module keeps personal data, and under which rules. */
export interface PersonalDataDeclaration {
  /** The module's name, as the portal's menu says it. */
  module: string;
  table: PgTable;
  /** What the rows are (Spanish, for the README and the export's README). */
  description: string;
  people: PersonLink[];
  through?: ParentLink;
  /** Other columns with personal data (names, identity documents, contact data, bank data, free text, files). */
  columns: PgColumn[];
  legalBasis: LegalBasis;
  /** For how long (Spanish). */
  retention: string;
  /** The retention kind the nightly task applies to these rows, if any. */
  retentionKind?: RetentionKind;
  /** Why these rows must be kept when the person asks for erasure (a legal hold), if they must. */
  hold?: string;
}
