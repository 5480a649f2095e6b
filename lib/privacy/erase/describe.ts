import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { keyOfSpanish } from "../spanish-key";
import type { ErasureLine } from "./lines";

const OUTCOMES = { eliminado: "removed", anonimizado: "anonymised", conservado: "kept" } as const;

/** The erasure's report, one line per kind of row: what was removed, anonymised, or kept and why, in `locale`. */
export function describeErasure(lines: ErasureLine[], locale: Locale = "es"): string[] {
  const t = translator(locale, "privacy");
  return lines.map((l) => {
    const kind = keyOfSpanish((es) => es.privacy.erasure.what, l.what);
    const hold = l.why === undefined ? undefined : keyOfSpanish((es) => es.privacy.registry.holds, l.why);
    const what = kind ? t(`erasure.what.${kind}`) : l.what;
    const why = hold ? t(`registry.holds.${hold}`) : l.why;
    const line = t(`erasure.${OUTCOMES[l.outcome]}`, { what, rows: l.rows });
    return why ? t("erasure.because", { line, why }) : line;
  });
}
