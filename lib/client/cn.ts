/**
 * Joins the truthy class names. There is no conflict resolution: when two classes set the same
 * property, Tailwind's stylesheet order decides, not the order here, so add, do not override.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

/** The kit's visible keyboard focus: a blue ring, kept as an outline in forced-colors mode. */
export const focusRing =
  "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2";

/** Bytes with binary units, written as `locale` writes numbers (Spanish by default): `820 B`, `12,5 KB`, `3 MB`. */
export function formatBytes(bytes: number, locale = "es-ES"): string {
  const number = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}
