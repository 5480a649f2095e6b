// GET /notifications-api/roles — the institutional roles an assignation can name
import { endpoint } from "@/lib/api/endpoint";
import { SERVICES } from "@/lib/auth/services";
import { listInstitutionalRoles } from "@/lib/notifications/queries";

export const GET = endpoint({ roles: SERVICES.notifications.roles }, async ({ db }) => listInstitutionalRoles(db));
