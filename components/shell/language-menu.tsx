import { offeredLocales, localeLabel } from "@/lib/i18n/offered";
import { pageLocale } from "@/lib/i18n/request-locale";
import { LanguageChooser } from "./language-chooser";

/** 'Idioma': the languages this university offers, each named in itself; absent when it offers one. */
export async function LanguageMenu({ tone = "header" }: { tone?: "header" | "page" }) {
  const offered = offeredLocales();
  if (offered.length < 2) return null;
  const current = await pageLocale();
  return (
    <LanguageChooser
      current={current}
      tone={tone}
      options={offered.map((locale) => ({ locale, label: localeLabel(locale) }))}
    />
  );
}
