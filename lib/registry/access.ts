import type { AccessTable } from "@/lib/auth/access-types";
import { SECRETARIAT } from "@/lib/auth/roles";

/** Who may call each registry endpoint (composed into ACCESS_POLICY). */
export const registryAccess = {
  "GET /registry-api": SECRETARIAT,
  "POST /registry-api": SECRETARIAT,
  "GET /registry-api/{id}": SECRETARIAT,
  "PATCH /registry-api/{id}": SECRETARIAT,
  "GET /registry-api/{id}/file": SECRETARIAT,
  "GET /registry-api/export": SECRETARIAT,
  "GET /registry-api/terms": SECRETARIAT,
  "GET /registry-api/users/{kind}/{term}": SECRETARIAT,
} as const satisfies AccessTable;
