import type { Locale } from "./locales";

/**
 * Sentences that are rightly the same as the Spanish in another language: the catalogue test takes any
 * other identical sentence for one left untranslated. Galician is not checked so: it shares too many
 * phrases with Spanish ('Curso académico', 'Solicitudes de defensa'); its dictionary check catches words
 * that are Spanish only.
 */
export const SAME_AS_SPANISH: Partial<Record<Locale, readonly string[]>> = {
  ca: [
    "shell.serviceNames.documental",
    "enrollments.options.debtOption.INDIVIDUAL",
    "exams.online.manage",
    "exams.onBehalf.pickExam",
    "documents.page.title",
    "documents.student.tabs",
    "privacy.export.readers.documents.file",
    "registry.history.erasedPerson",
  ],
  // The specification's own English text, which the Spanish portal shows as it is.
  en: ["enrollments.form.userDataFailed"],
};

/** The languages whose identical sentences are taken for untranslated ones. */
export const CHECKED_FOR_SPANISH: readonly Locale[] = ["ca", "eu", "en"];
