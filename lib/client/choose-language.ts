import type { Locale } from "@/lib/i18n/locales";
import { apiRequest } from "./api-request";

/** Saves the language chosen in 'Idioma' (PUT /api/locale). */
export const chooseLanguage = (locale: Locale) => apiRequest<void>("/api/locale", { method: "PUT", json: { locale } });
