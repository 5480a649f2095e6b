import type { Locale } from "@/lib/i18n/locales";
import { chooseLocale } from "@/lib/i18n/negotiate";
import { defaultLocale, offeredLocales } from "@/lib/i18n/offered";

/** The language of what the portal writes to a person (e-mails, notices, issued PDFs): their choice if offered, else the default. */
export const personLocale = (chosen: string | null | undefined): Locale =>
  chooseLocale({ chosen }, offeredLocales(), defaultLocale());
