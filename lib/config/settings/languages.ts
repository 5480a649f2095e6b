import { LOCALES } from "@/lib/i18n/locales";
import { listOf, oneOf, textsByWord } from "../define";

export const languageSettings = {
  PORTAL_LOCALES: listOf(LOCALES, ["es"], {
    meaning:
      "the languages the portal offers in its 'Idioma' menu, e.g. `es,ca,en` (es Spanish, ca Catalan/Valencian, gl Galician, eu Basque, en English); the default language is always offered",
  }),
  PORTAL_DEFAULT_LOCALE: oneOf(LOCALES, "es", {
    meaning: "the language of a person who has not chosen one and whose browser asks for none of the offered ones",
  }),
  PORTAL_LOCALE_LABELS: textsByWord(LOCALES, {
    meaning:
      "how the 'Idioma' menu names a language, instead of its own name, e.g. `ca=Valencià` for a university in Valencia",
  }),
};
