import type { Locale } from "./locales";

/**
 * Texts that are rightly the same as the Spanish in another language (Galician and Catalan share
 * many words with it): the catalogue test takes any other identical sentence for one left untranslated.
 */
export const SAME_AS_SPANISH: Partial<Record<Locale, readonly string[]>> = {
  ca: ["shell.serviceNames.documental"],
  gl: [
    "landing.cards.documents-to-review.title",
    "landing.cards.my-instances.title",
    "landing.cards.tfg-requests.title",
    "shell.serviceNames.academicYear",
    "shell.serviceNames.privacy",
    "shell.signIn.enterAs",
    "shell.signIn.stayAs",
  ],
};
