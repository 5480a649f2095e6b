import type { AccessTable } from "@/lib/auth/access-types";
import { SECRETARIAT } from "@/lib/auth/roles";

/** Who may call each enrolment endpoint (seed 002 §6–7). */
export const enrollmentsAccess = {
  "GET /enrollments-api/users": ["ROLE_STUDENT", ...SECRETARIAT],
  "GET /enrollments-api/users/{externalUserId}": ["ROLE_STUDENT", ...SECRETARIAT],
  "GET /enrollments-api/requests": ["ROLE_STUDENT"],
  "POST /enrollments-api/requests": ["ROLE_STUDENT"],
  "GET /enrollments-api/requests/all": SECRETARIAT,
  "GET /enrollments-api/requests/csv": ["ROLE_ADMIN"],
  "DELETE /enrollments-api/requests/{id}": ["ROLE_STUDENT", "ROLE_ADMIN"],
  "GET /enrollments-api/requests/{id}/pdf": ["ROLE_STUDENT", ...SECRETARIAT],
  "GET /enrollments-api/requests/{id}/files": ["ROLE_STUDENT", ...SECRETARIAT],
  "POST /enrollments-api/requests/{id}/files": ["ROLE_STUDENT"],
  "POST /enrollments-api/requests/{id}/process": ["ROLE_SECR", "ROLE_ADMIN"],
  "POST /enrollments-api/requests/{id}/unprocess": ["ROLE_SECR", "ROLE_ADMIN"],
  "GET /enrollments-api/extended/{id}/pdf": ["ROLE_STUDENT", ...SECRETARIAT],
  "GET /enrollments-api/extended/{id}/files": ["ROLE_STUDENT", ...SECRETARIAT],
  "POST /enrollments-api/extended/{id}/files": ["ROLE_STUDENT"],
  "GET /enrollments-api/terms": ["ROLE_STUDENT", ...SECRETARIAT],
  "GET /enrollments-api/grades": ["ROLE_STUDENT", ...SECRETARIAT],
  "GET /enrollments-api/grades/{gradeId}/courses": ["ROLE_STUDENT", ...SECRETARIAT],
  "GET /enrollments-api/courses": ["ROLE_ADMIN"],
  "POST /enrollments-api/courses/csv": ["ROLE_ADMIN"],
  "GET /enrollments-api/enrollment-terms": ["ROLE_STUDENT", ...SECRETARIAT],
  "POST /enrollments-api/enrollment-terms": ["ROLE_SECR"],
  "PATCH /enrollments-api/enrollment-terms/{id}": ["ROLE_SECR"],
} as const satisfies AccessTable;
