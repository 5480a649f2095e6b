import type { Locale } from "@/lib/i18n/locales";
import { issueText } from "@/lib/i18n/schema-message";
import { textOfKey } from "@/lib/i18n/translate";

/**
 * The text of a zod issue's message in `locale` (Spanish by default), for server code that reads a schema's
 * issues itself (a CSV import's line errors, the command line) instead of through `endpoint()`: a schema's own
 * message is a catalogue key (`says(…)`, e.g. REQUIRED), zod's default messages are already text.
 */
export const issueMessage = (message: string, locale: Locale = "es"): string =>
  issueText(message, (key) => textOfKey(locale, key));
