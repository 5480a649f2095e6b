// GET /instances-api/templates — the templates open now; staff with all=true get every template
// POST /instances-api/templates — the secretary or an admin adds a template
import { endpoint, json } from "@/lib/api/endpoint";
import { translate } from "@/lib/i18n/translate";
import { instancesAccess } from "@/lib/instances/access";
import { MESSAGES } from "@/lib/instances/messages";
import { templatesFor } from "@/lib/instances/templates/queries";
import { templateBody, templateListQuery } from "@/lib/instances/templates/schemas";
import { createTemplate } from "@/lib/instances/templates/service";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/templates",
  { query: templateListQuery },
  async ({ db, user, query }) => templatesFor(db, user, query.all),
);

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/templates",
  { body: templateBody },
  async ({ db, body, locale }) =>
    json({ ...(await createTemplate(db, body, locale)), message: translate(locale, MESSAGES.templateCreated) }, 201),
);
