// GET /instances-api/templates — the templates open now; staff with all=true get every template
// POST /instances-api/templates — the secretary or an admin adds a template
import { endpoint, json } from "@/lib/api/endpoint";
import { MESSAGES } from "@/lib/instances/messages";
import { listTemplates } from "@/lib/instances/templates/queries";
import { templateBody, templateListQuery } from "@/lib/instances/templates/schemas";
import { createTemplate } from "@/lib/instances/templates/service";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD", "ROLE_ADMIN"], query: templateListQuery },
  async ({ db, user, query }) => listTemplates(db, query.all && user.role !== "ROLE_STUDENT"),
);

export const POST = endpoint({ roles: ["ROLE_SECR", "ROLE_ADMIN"], body: templateBody }, async ({ db, body }) =>
  json({ ...(await createTemplate(db, body)), message: MESSAGES.templateCreated }, 201),
);
