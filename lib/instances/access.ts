import type { AccessTable } from "@/lib/auth/access-types";
import { SECRETARIAT } from "@/lib/auth/roles";

/** Who answers an instance: the secretariat and coordinators. */
const ANSWERERS = ["ROLE_COORD", "ROLE_SECR"] as const;
/** An instance's parties: the student who files it and those who answer it. */
const PARTIES = ["ROLE_STUDENT", ...ANSWERERS] as const;

/** Who may call each instances endpoint; row-level rules (own requests, secretary-only answers) live in the service. */
export const instancesAccess = {
  "GET /instances-api/types": SECRETARIAT,
  "POST /instances-api/types": ["ROLE_ADMIN"],
  "PATCH /instances-api/types/{id}": ["ROLE_ADMIN"],
  "DELETE /instances-api/types/{id}": ["ROLE_ADMIN"],
  "GET /instances-api/templates": ["ROLE_STUDENT", "ROLE_COORD", ...SECRETARIAT],
  "POST /instances-api/templates": SECRETARIAT,
  "PUT /instances-api/templates/{id}": SECRETARIAT,
  "DELETE /instances-api/templates/{id}": SECRETARIAT,
  "POST /instances-api/templates/csv": ["ROLE_ADMIN"],
  "GET /instances-api/instances": PARTIES,
  "POST /instances-api/instances": PARTIES,
  "GET /instances-api/instances/export": ANSWERERS,
  "GET /instances-api/instances/{id}": PARTIES,
  "PATCH /instances-api/instances/{id}": ANSWERERS,
  "POST /instances-api/instances/{id}/cancel": ["ROLE_STUDENT"],
  "POST /instances-api/instances/{id}/close": ["ROLE_SECR"],
  "GET /instances-api/instances/{id}/file": PARTIES,
  "POST /instances-api/instances/{id}/file": ["ROLE_SECR"],
  "GET /instances-api/instances/{id}/studentFile": PARTIES,
  "POST /instances-api/instances/{id}/studentFile": PARTIES,
  "GET /instances-api/instances/{id}/files/{versionId}": PARTIES,
  "GET /instances-api/data/users/info": ["ROLE_STUDENT", "ROLE_COORD", ...SECRETARIAT],
  "GET /instances-api/data/users/{userId}": ANSWERERS,
  "GET /instances-api/data/terms": SECRETARIAT,
} as const satisfies AccessTable;
