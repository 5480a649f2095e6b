import type { AccessTable } from "@/lib/auth/access-policy";

/** Who may call each personal-data endpoint (composed into ACCESS_POLICY). */
export const privacyAccess = {
  "GET /privacy-api/me/export": ["ROLE_STUDENT"],
  "GET /privacy-api/people/{externalId}/export": ["ROLE_ADMIN"],
  "POST /privacy-api/people/{externalId}/erase": ["ROLE_ADMIN"],
  "GET /privacy-api/people/{externalId}/reads": ["ROLE_ADMIN"],
} as const satisfies AccessTable;
