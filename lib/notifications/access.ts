import type { AccessTable } from "@/lib/auth/access-types";

/** Who may call each notifications endpoint (composed into ACCESS_POLICY). */
export const notificationsAccess = {
  "GET /notifications-api/templates": ["ROLE_ADMIN"],
  "POST /notifications-api/templates": ["ROLE_ADMIN"],
  "PATCH /notifications-api/templates/{id}": ["ROLE_ADMIN"],
  "POST /notifications-api/templates/{id}/test": ["ROLE_ADMIN"],
  "GET /notifications-api/assignations": ["ROLE_ADMIN"],
  "POST /notifications-api/assignations": ["ROLE_ADMIN"],
  "PATCH /notifications-api/assignations/{id}": ["ROLE_ADMIN"],
  "GET /notifications-api/roles": ["ROLE_ADMIN"],
} as const satisfies AccessTable;
