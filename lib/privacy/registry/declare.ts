import type { PgColumn } from "drizzle-orm/pg-core";
import type { ModuleName, PersonalDataDeclaration, PersonLink, PersonRelation } from "./types";

type Shared = Pick<PersonalDataDeclaration, "legalBasis" | "retention" | "hold" | "retentionKind">;
/** The columns that name a person, by how they tie the row to that person: `{ subject: t.userId, actor: t.createdBy }`. */
type People = Partial<Record<PersonRelation, PgColumn | PgColumn[]>>;
type Row = Omit<PersonalDataDeclaration, "module" | "people" | "columns" | keyof Shared> &
  Partial<Pick<PersonalDataDeclaration, "columns"> & Shared> & { people?: People };

const links = (people: People): PersonLink[] =>
  (Object.entries(people) as [PersonRelation, PgColumn | PgColumn[]][]).flatMap(([relation, columns]) =>
    [columns].flat().map((column) => ({ column, relation })),
  );

/**
 * The declarations of one module: its name and what its tables share (legal basis, retention, hold) are
 * said once, and each table adds only its own facts; `people` and `columns` default to none.
 */
export const declare =
  (module: ModuleName, shared: Pick<Shared, "legalBasis" | "retention"> & Partial<Shared>) =>
  (...rows: Row[]): PersonalDataDeclaration[] =>
    rows.map(({ people = {}, ...row }) => ({ module, columns: [], ...shared, ...row, people: links(people) }));
