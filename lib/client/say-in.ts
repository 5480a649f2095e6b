import { createTranslator } from "next-intl";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { sayer, type RootTranslator, type Say } from "./say";

/**
 * The kit's `Say` in `locale` outside React, over the whole catalogue: for tests of the code that takes
 * one (a client island has `useSay`, which holds only its namespaces).
 */
export const sayIn = (locale: Locale): Say =>
  sayer(createTranslator({ locale, messages: messagesFor(locale) }) as unknown as RootTranslator);
