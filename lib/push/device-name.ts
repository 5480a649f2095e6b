import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\//, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A device's name for 'Avisos', from its User-Agent, in the language of the person who enables it:
 * 'Chrome en Android'. Nothing more of the header is kept.
 */
export function deviceName(userAgent: string | null, locale: Locale): string {
  const t = translator(locale, "push");
  const ua = userAgent ?? "";
  const browser = first(BROWSERS, ua) ?? t("deviceName.browser");
  const system = first(SYSTEMS, ua);
  return system ? t("deviceName.onSystem", { browser, system }) : browser;
}
