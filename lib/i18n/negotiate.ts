import { isLocale, type Locale } from "./locales";

/** The languages of an `Accept-Language` header, most wanted first (`ca-ES,ca;q=0.9,es;q=0.8` → ca, es). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0]!, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ language, weight }) => language && language !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ language }) => language);
}

export interface LocaleSources {
  /** What the signed-in person chose (`users.locale`). */
  chosen?: string | null;
  /** The `portal-locale` cookie: a signed-out visitor's choice. */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The language to answer in: the person's choice, else the cookie's, else the first of the browser's
 * languages the university offers, else the default. A choice no longer offered is passed over.
 */
export function chooseLocale(sources: LocaleSources, offered: readonly Locale[], fallback: Locale): Locale {
  const candidates = [sources.chosen, sources.cookie, ...acceptedLanguages(sources.acceptLanguage)];
  return candidates.find((c): c is Locale => isLocale(c) && offered.includes(c)) ?? fallback;
}
