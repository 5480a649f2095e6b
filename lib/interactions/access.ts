import type { AccessTable } from "@/lib/auth/access-policy";

/** Who may call each interactions endpoint (composed into ACCESS_POLICY). */
export const interactionsAccess = {
  "GET /interactions-api": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "POST /interactions-api": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /interactions-api/{key}": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "PATCH /interactions-api/{key}": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "DELETE /interactions-api/{key}": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "POST /interactions-api/{key}/attachments": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /interactions-api/{key}/attachments/{attachmentId}": [
    "ROLE_INSTRUCTOR",
    "ROLE_COORD",
    "ROLE_SECR",
    "ROLE_ADMIN",
  ],
  "GET /interactions-api/{key}/courses": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /interactions-api/course/{courseId}/users": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /interactions-api/courses": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /interactions-api/titulations": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
} as const satisfies AccessTable;
