import type { Role } from "@/db/enums/roles";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";

/** A role's name as people read it, in `locale` (shell.roles). */
export const roleName = (role: Role, locale: Locale): string => translate(locale, msg(`shell.roles.${role}`));
