import { createTranslator } from "next-intl";
import { portalTimeZone } from "@/lib/dates";
import { messagesFor, type Messages, type Namespace } from "./catalogue";
import type { Locale } from "./locales";
import type { Msg } from "./message";

/**
 * A translator outside React: route handlers, e-mails, CSV headers, PDF labels. Server components
 * use next-intl's `getTranslations`, client components `useTranslations`.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({
    locale,
    messages: messagesFor(locale),
    namespace,
    timeZone: portalTimeZone(),
  });
}

const whole = new Map<Locale, ReturnType<typeof createTranslator<Messages>>>();

type Whole = ((key: string, values?: Msg["values"]) => string) & { has: (key: string) => boolean };

function wholeCatalogue(locale: Locale): Whole {
  let t = whole.get(locale);
  if (!t) {
    t = createTranslator<Messages>({ locale, messages: messagesFor(locale), timeZone: portalTimeZone() });
    whole.set(locale, t);
  }
  return t as unknown as Whole;
}

/** The text of `message` in `locale`. */
export const translate = (locale: Locale, message: Msg): string => wholeCatalogue(locale)(message.key, message.values);

/** The text of `key` in `locale`, or undefined when the catalogue has no such key. */
export function textOfKey(locale: Locale, key: string): string | undefined {
  const t = wholeCatalogue(locale);
  return t.has(key) ? t(key) : undefined;
}
