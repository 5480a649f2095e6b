// GET /notifications-api/templates — every e-mail template
// POST /notifications-api/templates — a new template; its HTML is sanitized, unknown variables are refused
import { endpoint, json } from "@/lib/api/endpoint";
import { notificationsAccess } from "@/lib/notifications/access";
import { listTemplates } from "@/lib/notifications/queries";
import { templateBody } from "@/lib/notifications/schemas";
import { createTemplate } from "@/lib/notifications/service";

export const GET = endpoint(notificationsAccess, "GET /notifications-api/templates", async ({ db }) =>
  listTemplates(db),
);

export const POST = endpoint(
  notificationsAccess,
  "POST /notifications-api/templates",
  { body: templateBody },
  async ({ db, body }) => json(await createTemplate(db, body), 201),
);
