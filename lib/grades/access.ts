import type { AccessTable } from "@/lib/auth/access-types";
import { STAFF } from "@/lib/auth/roles";

/** Who may call each grades endpoint (composed into ACCESS_POLICY). */
export const gradesAccess = {
  "GET /grades-api/grades": ["ROLE_STUDENT"],
  "GET /grades-api/proceedings": ["ROLE_STUDENT"],
  "GET /grades-api/proceedings/{courseId}/download": ["ROLE_STUDENT"],
  // The specification gives the proceedings upload without the service prefix (lib/api/services.mjs).
  "POST /proceeding/{course}/{user}": STAFF,
} as const satisfies AccessTable;
