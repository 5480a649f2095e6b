// GET /instances-api/templates — the templates open now; staff with all=true get every template
// POST /instances-api/templates — the secretary or an admin adds a template
import { endpoint, json } from "@/lib/api/endpoint";
import { listTemplates } from "@/lib/instances/queries";
import { MESSAGES, templateBody, templateListQuery } from "@/lib/instances/schemas";
import { createTemplate } from "@/lib/instances/service";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD", "ROLE_ADMIN"], query: templateListQuery },
  async ({ db, user, query }) => listTemplates(db, query.all && user.role !== "ROLE_STUDENT"),
);

export const POST = endpoint({ roles: ["ROLE_SECR", "ROLE_ADMIN"], body: templateBody }, async ({ db, body }) =>
  json({ ...(await createTemplate(db, body)), message: MESSAGES.templateCreated }, 201),
);
