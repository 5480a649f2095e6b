import { LOCALE_COOKIE, type Locale } from "./locales";
import { chooseLocale } from "./negotiate";
import { defaultLocale, offeredLocales } from "./offered";

function cookieValue(cookieHeader: string | null, name: string): string | null {
  const found = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** The language of a request's answer: its user's choice, else its cookie, else its `Accept-Language`. */
export function localeOf(requestHeaders: Headers, chosen?: string | null): Locale {
  return chooseLocale(
    {
      chosen,
      cookie: cookieValue(requestHeaders.get("cookie"), LOCALE_COOKIE),
      acceptLanguage: requestHeaders.get("accept-language"),
    },
    offeredLocales(),
    defaultLocale(),
  );
}
