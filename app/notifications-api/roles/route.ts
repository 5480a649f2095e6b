// GET /notifications-api/roles — the institutional roles an assignation can name
import { endpoint } from "@/lib/api/endpoint";
import { listInstitutionalRoles } from "@/lib/notifications/queries";

export const GET = endpoint({ roles: ["ROLE_ADMIN"] }, async ({ db }) => listInstitutionalRoles(db));
