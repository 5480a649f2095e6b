// GET /notifications-api/roles — the institutional roles an assignation can name
import { endpoint } from "@/lib/api/endpoint";
import { notificationsAccess } from "@/lib/notifications/access";
import { listInstitutionalRoles } from "@/lib/notifications/queries";

export const GET = endpoint(notificationsAccess, "GET /notifications-api/roles", async ({ db }) =>
  listInstitutionalRoles(db),
);
