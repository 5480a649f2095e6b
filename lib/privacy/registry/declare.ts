import type { PersonalDataDeclaration } from "./types";

type Shared = Pick<PersonalDataDeclaration, "legalBasis" | "retention" | "hold" | "retentionKind">;
type Row = Omit<PersonalDataDeclaration, "module" | "people" | "columns" | keyof Shared> &
  Partial<Pick<PersonalDataDeclaration, "people" | "columns"> & Shared>;

/**
 * The declarations of one module: its name and what its tables share (legal basis, retention, hold) are
 * said once, and each table adds only its own facts; `people` and `columns` default to none.
 */
export const declare =
  (module: string, shared: Pick<Shared, "legalBasis" | "retention"> & Partial<Shared>) =>
  (...rows: Row[]): PersonalDataDeclaration[] =>
    rows.map((row) => ({ module, people: [], columns: [], ...shared, ...row }));
