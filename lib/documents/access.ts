import type { AccessTable } from "@/lib/auth/access-types";

/** Who may call each documents endpoint (composed into ACCESS_POLICY). */
export const documentsAccess = {
  "GET /documents-api": ["ROLE_STUDENT", "ROLE_COORD"],
  "POST /documents-api": ["ROLE_STUDENT"],
  "GET /documents-api/{id}/file": ["ROLE_STUDENT", "ROLE_COORD"],
  "POST /documents-api/{id}/approve": ["ROLE_COORD"],
  "POST /documents-api/{id}/reject": ["ROLE_COORD"],
  "GET /documents-api/types": ["ROLE_STUDENT", "ROLE_COORD", "ROLE_ADMIN"],
  "POST /documents-api/types": ["ROLE_ADMIN"],
  "DELETE /documents-api/types/{id}": ["ROLE_ADMIN"],
} as const satisfies AccessTable;
