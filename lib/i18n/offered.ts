import { env } from "@/lib/config";
import { isLocale, LOCALE_NAMES, type Locale } from "./locales";

/** The languages this university offers (PORTAL_LOCALES), the default always among them. */
export function offeredLocales(): Locale[] {
  const offered = env("PORTAL_LOCALES");
  const fallback = env("PORTAL_DEFAULT_LOCALE");
  return offered.includes(fallback) ? offered : [fallback, ...offered];
}

export const defaultLocale = (): Locale => env("PORTAL_DEFAULT_LOCALE");

/** The name the 'Idioma' menu shows for `locale`: PORTAL_LOCALE_LABELS's, or the language's own. */
export const localeLabel = (locale: Locale): string => env("PORTAL_LOCALE_LABELS")[locale] ?? LOCALE_NAMES[locale];

/**
 * The language of what the portal writes or issues to a person (e-mails, notices, PDFs, their calendar):
 * their choice (`users.locale`) if the university offers it, else the default.
 */
export const personLocale = (chosen: string | null | undefined): Locale =>
  isLocale(chosen) && offeredLocales().includes(chosen) ? chosen : defaultLocale();
