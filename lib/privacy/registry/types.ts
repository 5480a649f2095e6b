import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Messages } from "@/lib/i18n/catalogue";
import type { RetentionKind } from "@/lib/privacy/retention/kinds";

// The registry's texts are in the catalogue (messages/<locale>/privacy.json); a declaration names them by key.
type Texts = Messages["privacy"]["registry"];

/**
 * The legal bases (art. 6 RGPD) the portal's processing rests on, in the order the privacy notice lists
 * them; their words are `privacy.registry.legalBases.<basis>`.
 */
export const LEGAL_BASES = ["publicTask", "legalObligation", "contract", "consent"] as const;
export type LegalBasis = (typeof LEGAL_BASES)[number];

/**
 * How a column ties a row to a person: the data's subject, the author of an action, a message's
 * recipient, or an instructor, examination board member or person in charge.
 */
export type PersonRelation = "subject" | "actor" | "recipient" | "member";

/** A module's name, as the portal's menu says it. */
export type ModuleName = keyof Texts["modules"];
/** What a table's rows are. */
export type TableDescription = keyof Texts["tables"];
/** For how long rows are kept. */
export type RetentionPeriod = keyof Texts["retention"];
/** Why rows must be kept when the person asks for erasure (a legal hold, art. 17.3.b RGPD). */
export type Hold = keyof Texts["holds"];

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
  /** The module's name, as the portal's menu says it (`privacy.registry.modules`). */
  module: ModuleName;
  table: PgTable;
  /** What the rows are (`privacy.registry.tables`). */
  description: TableDescription;
  people: PersonLink[];
  through?: ParentLink;
  /** Other columns with personal data (names, identity documents, contact data, bank data, free text, files). */
  columns: PgColumn[];
  legalBasis: LegalBasis;
  /** For how long (`privacy.registry.retention`). */
  retention: RetentionPeriod;
  /** The retention kind the nightly task applies to these rows, if any. */
  retentionKind?: RetentionKind;
  /** Why these rows must be kept when the person asks for erasure (a legal hold), if they must. */
  hold?: Hold;
}
