import type { AccessTable } from "@/lib/auth/access-policy";

/** Who may call each student-record endpoint (composed into ACCESS_POLICY). */
export const studentRecordAccess = {
  "GET /student-record-api/users/{kind}/{term}": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /student-record-api/users/list": ["ROLE_INSTRUCTOR"],
  "GET /student-record-api/user/{dni}": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /student-record-api/courses/{user}": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /student-record-api/convocatories": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /student-record-api/grades/{user}/convocatory/{convocatory}": [
    "ROLE_INSTRUCTOR",
    "ROLE_COORD",
    "ROLE_SECR",
    "ROLE_ADMIN",
  ],
  "GET /student-record-api/proceeding/{course}/{user}": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  "GET /student-record-api/proceeding/{course}/{user}/download": [
    "ROLE_INSTRUCTOR",
    "ROLE_COORD",
    "ROLE_SECR",
    "ROLE_ADMIN",
  ],
  "POST /student-record-api/sms": ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
} as const satisfies AccessTable;
