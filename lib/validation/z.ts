import { isLocale } from "@/lib/i18n/locales";
import { zodErrors } from "@/lib/i18n/zod/errors";
import * as z from "./zod-api";

/**
 * The language of zod's own messages (a wrong type, too short…): in the browser the page's (`<html lang>`),
 * on the server Spanish, the global default (the API says its answers with a map per request).
 */
const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;

// In the browser, no compiled parsers: the page's CSP forbids eval, and zod's probe for it would be
// reported as a violation.
z.config({ localeError: zodErrors(isLocale(lang) ? lang : "es"), jitless: typeof window !== "undefined" });

export { z };
