import { ValidationError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { Msg } from "@/lib/i18n/message";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate } from "@/lib/i18n/translate";

/** A 400 about one field: `message` as the answer's, and said in `locale` (the requester's) under the field. */
export const fieldError = (field: string, message: Msg, locale: Locale = defaultLocale()) =>
  new ValidationError(message, { [field]: [translate(locale, message)] });
