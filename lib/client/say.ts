import type { MessageKey, MessageValues } from "@/lib/i18n/message";
import { issueText } from "@/lib/i18n/schema-message";

/**
 * Says a text the kit shows in the page's language: a catalogue key (a schema's `says(…)`, the kit's
 * own error texts) is translated, any other text (a server's answer, already in the requester's
 * language; zod's own messages) is shown as it is.
 */
export type Say = (text: string, values?: MessageValues) => string;

/** What `sayer` needs of a translator of the whole catalogue: next-intl's root `useTranslations()`. */
export type RootTranslator = {
  (key: MessageKey, values?: MessageValues): string;
  has: (key: MessageKey) => boolean;
};

/** A `Say` over a root translator (a client island's `useTranslations()`; a test's `createTranslator`). */
export function sayer(t: RootTranslator): Say {
  return (text, values) => issueText(text, (key) => (t.has(key) ? t(key, values) : undefined));
}
