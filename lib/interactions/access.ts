import type { AccessTable } from "@/lib/auth/access-types";
import { STAFF } from "@/lib/auth/roles";

/** Who may call each interactions endpoint (composed into ACCESS_POLICY). */
export const interactionsAccess = {
  "GET /interactions-api": STAFF,
  "POST /interactions-api": STAFF,
  "GET /interactions-api/{key}": STAFF,
  "PATCH /interactions-api/{key}": STAFF,
  "DELETE /interactions-api/{key}": STAFF,
  "POST /interactions-api/{key}/attachments": STAFF,
  "GET /interactions-api/{key}/attachments/{attachmentId}": STAFF,
  "GET /interactions-api/{key}/courses": STAFF,
  "GET /interactions-api/course/{courseId}/users": STAFF,
  "GET /interactions-api/courses": STAFF,
  "GET /interactions-api/titulations": STAFF,
} as const satisfies AccessTable;
