import type { Locale } from "./locales";

/**
 * Words rightly missing from hunspell's dictionaries: acronyms and names of the university's world
 * (all languages), and terms a language's university usage has that its dictionary lacks.
 */
export const RIGHTLY_UNKNOWN: { all: readonly string[] } & Partial<Record<Locale, readonly string[]>> = {
  all: ["TFG", "TFM", "DNI", "NIE", "IBAN", "CSV", "PDF", "QR", "SMS", "URL", "API", "ID", "GrAL", "MAL"],
};
