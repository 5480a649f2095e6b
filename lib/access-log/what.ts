import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { keyOfSpanish } from "@/lib/privacy/spanish-key";

/**
 * What a member of staff read, in `locale`. A read is recorded in Spanish, as its route declares it
 * (`readsPersonalData.what`), and the record stays as written; it is said in the reader's language through
 * `privacy.reads.what`, whose Spanish texts are those the routes declare (what.test.ts checks every route's).
 * A text the catalogue does not know (a read recorded before a route was renamed) is shown as recorded.
 */
export function whatWasRead(locale: Locale, what: string): string {
  const key = keyOfSpanish((es) => es.privacy.reads.what, what);
  return key ? translator(locale, "privacy")(`reads.what.${key}`) : what;
}
