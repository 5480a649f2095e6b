/** The languages the portal has catalogues for; a university offers some of them (PORTAL_LOCALES). */
export const LOCALES = ["es", "ca", "gl", "eu", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Each language's name in itself, as the 'Idioma' menu shows it unless PORTAL_LOCALE_LABELS renames it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  es: "Español",
  ca: "Català",
  gl: "Galego",
  eu: "Euskara",
  en: "English",
};

/** The cookie that keeps a signed-out visitor's choice (a signed-in person's is on their row). */
export const LOCALE_COOKIE = "portal-locale";
