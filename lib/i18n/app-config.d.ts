import type { Messages } from "./catalogue";
import type { Locale } from "./locales";

// Typed keys and locales for next-intl's `t`, `getTranslations` and `useTranslations`.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
