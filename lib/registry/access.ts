import type { AccessTable } from "@/lib/auth/access-policy";

/** Who may call each registry endpoint (composed into ACCESS_POLICY). */
export const registryAccess = {
  "GET /registry-api": ["ROLE_SECR", "ROLE_ADMIN"],
  "POST /registry-api": ["ROLE_SECR", "ROLE_ADMIN"],
  "GET /registry-api/{id}": ["ROLE_SECR", "ROLE_ADMIN"],
  "PATCH /registry-api/{id}": ["ROLE_SECR", "ROLE_ADMIN"],
  "GET /registry-api/{id}/file": ["ROLE_SECR", "ROLE_ADMIN"],
  "GET /registry-api/export": ["ROLE_SECR", "ROLE_ADMIN"],
  "GET /registry-api/terms": ["ROLE_SECR", "ROLE_ADMIN"],
  "GET /registry-api/users/{kind}/{term}": ["ROLE_SECR", "ROLE_ADMIN"],
} as const satisfies AccessTable;
