import type { AccessTable } from "@/lib/auth/access-policy";

/** Who may call each instances endpoint; row-level rules (own requests, secretary-only answers) live in the service. */
export const instancesAccess = {
  "GET /instances-api/types": ["ROLE_ADMIN", "ROLE_SECR"],
  "POST /instances-api/types": ["ROLE_ADMIN"],
  "PATCH /instances-api/types/{id}": ["ROLE_ADMIN"],
  "DELETE /instances-api/types/{id}": ["ROLE_ADMIN"],
  "GET /instances-api/templates": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD", "ROLE_ADMIN"],
  "POST /instances-api/templates": ["ROLE_SECR", "ROLE_ADMIN"],
  "PUT /instances-api/templates/{id}": ["ROLE_SECR", "ROLE_ADMIN"],
  "DELETE /instances-api/templates/{id}": ["ROLE_SECR", "ROLE_ADMIN"],
  "POST /instances-api/templates/csv": ["ROLE_ADMIN"],
  "GET /instances-api/instances": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
  "POST /instances-api/instances": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
  "GET /instances-api/instances/export": ["ROLE_SECR", "ROLE_COORD"],
  "GET /instances-api/instances/{id}": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
  "PATCH /instances-api/instances/{id}": ["ROLE_SECR", "ROLE_COORD"],
  "POST /instances-api/instances/{id}/cancel": ["ROLE_STUDENT"],
  "POST /instances-api/instances/{id}/close": ["ROLE_SECR"],
  "GET /instances-api/instances/{id}/file": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
  "POST /instances-api/instances/{id}/file": ["ROLE_SECR"],
  "GET /instances-api/instances/{id}/studentFile": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
  "POST /instances-api/instances/{id}/studentFile": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
  "GET /instances-api/instances/{id}/files/{versionId}": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
  "GET /instances-api/data/users/info": ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD", "ROLE_ADMIN"],
  "GET /instances-api/data/users/{userId}": ["ROLE_SECR", "ROLE_COORD"],
  "GET /instances-api/data/terms": ["ROLE_SECR", "ROLE_ADMIN"],
} as const satisfies AccessTable;
