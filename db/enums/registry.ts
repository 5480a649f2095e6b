// The registry tables' enums, and the shape of a history row's changes.

export const REGISTRY_BOOK_TYPES = ["general", "alumonline", "alumpresen"] as const;
export const REGISTRY_TYPES = ["ENTRY", "EXIT"] as const;
/**
 * Where an entry's code comes from: SERIES, the book's next number of the year and type; PAPER, copied
 * from a paper register; LEGACY, stored before codes were unique and the first to hold its code (migration
 * 0031). The later holders of a code repeated before then have none (null), and only they repeat a code.
 */
export const REGISTRY_NUMBERINGS = ["SERIES", "PAPER", "LEGACY"] as const;
export type RegistryBookType = (typeof REGISTRY_BOOK_TYPES)[number];
export type RegistryType = (typeof REGISTRY_TYPES)[number];
export type RegistryNumbering = (typeof REGISTRY_NUMBERINGS)[number];

/** One changed field in an entry's history. */
export interface RegistryChange {
  field: string;
  old: string | number | null;
  new: string | number | null;
}
