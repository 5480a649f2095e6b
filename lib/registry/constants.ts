// Values shared by the registry tables (db/schema) and the module's schemas: dependency-free.

export const REGISTRY_BOOK_TYPES = ["general", "alumonline", "alumpresen"] as const;
export const REGISTRY_TYPES = ["ENTRY", "EXIT"] as const;
/**
 * Where an entry's code comes from: SERIES, the book's next number of the year and type; PAPER, copied
 * from a paper register; LEGACY, stored before codes were unique and checked by `registry duplicates --seal`.
 * Entries stored before that check have none (null), and only they may repeat a code.
 */
export const REGISTRY_NUMBERINGS = ["SERIES", "PAPER", "LEGACY"] as const;
export type RegistryBookType = (typeof REGISTRY_BOOK_TYPES)[number];
export type RegistryType = (typeof REGISTRY_TYPES)[number];
export type RegistryNumbering = (typeof REGISTRY_NUMBERINGS)[number];

/** The books as staff read them; the stored values ('general', 'alumonline', 'alumpresen') stay in the CSV and the API. */
export const REGISTRY_BOOK_LABELS: Record<RegistryBookType, string> = {
  general: "General",
  alumonline: "Alumnos en línea",
  alumpresen: "Alumnos presenciales",
};

export const REGISTRY_TYPE_LABELS: Record<RegistryType, string> = { ENTRY: "Entrada", EXIT: "Salida" };

/** One changed field in an entry's history. */
export interface RegistryChange {
  field: string;
  old: string | number | null;
  new: string | number | null;
}
