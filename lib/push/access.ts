import type { AccessTable } from "@/lib/auth/access-types";
import { ROLES } from "@/db/enums/roles";

/** 'Avisos': every person lists, enables and disables notices on their own devices. */
export const pushAccess = {
  "GET /push-api/subscriptions": ROLES,
  "POST /push-api/subscriptions": ROLES,
  "DELETE /push-api/subscriptions": ROLES,
} as const satisfies AccessTable;
