// PUT /api/locale — the language chosen in 'Idioma' (cookie; the signed-in person's row)
import { platformAccess } from "@/lib/api/access";
import { publicEndpoint } from "@/lib/api/endpoint";
import { chooseLanguage } from "@/lib/i18n/choice";
import { localeChoiceBody } from "@/lib/i18n/schemas";

export const PUT = publicEndpoint(platformAccess, "PUT /api/locale", { body: localeChoiceBody }, ({ db, req, body }) =>
  chooseLanguage(db, req, body.locale),
);
