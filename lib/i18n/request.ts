import { getRequestConfig } from "next-intl/server";
import { portalTimeZone } from "@/lib/dates";
import { messagesFor } from "./catalogue";
import { pageLocale } from "./request-locale";

// next-intl's configuration of a request (next.config.mjs names this file): the portal has no locale in
// its addresses; the language is the person's choice, kept on their row or in a cookie.
export default getRequestConfig(async () => {
  const locale = await pageLocale();
  return { locale, messages: messagesFor(locale), timeZone: portalTimeZone() };
});
