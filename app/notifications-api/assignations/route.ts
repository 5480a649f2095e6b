// GET /notifications-api/assignations — assignations, optionally of one type (?type=0|1|2)
// POST /notifications-api/assignations — assigns a template to an institutional role (both required)
import { endpoint, json } from "@/lib/api/endpoint";
import { notificationsAccess } from "@/lib/notifications/access";
import { listAssignations } from "@/lib/notifications/queries";
import { assignationBody, assignationListQuery } from "@/lib/notifications/schemas";
import { createAssignation } from "@/lib/notifications/service";

export const GET = endpoint(
  notificationsAccess,
  "GET /notifications-api/assignations",
  { query: assignationListQuery },
  async ({ db, query }) => listAssignations(db, query.type === "" ? undefined : query.type),
);

export const POST = endpoint(
  notificationsAccess,
  "POST /notifications-api/assignations",
  { body: assignationBody },
  async ({ db, body }) => json(await createAssignation(db, body), 201),
);
