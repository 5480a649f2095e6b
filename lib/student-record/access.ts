import type { AccessTable } from "@/lib/auth/access-types";
import { STAFF } from "@/lib/auth/roles";

/** Who may call each student-record endpoint (composed into ACCESS_POLICY). */
export const studentRecordAccess = {
  "GET /student-record-api/users/{kind}/{term}": STAFF,
  "GET /student-record-api/users/list": ["ROLE_INSTRUCTOR"],
  "GET /student-record-api/user/{dni}": STAFF,
  "GET /student-record-api/courses/{user}": STAFF,
  "GET /student-record-api/convocatories": STAFF,
  "GET /student-record-api/grades/{user}/convocatory/{convocatory}": STAFF,
  "GET /student-record-api/proceeding/{course}/{user}": STAFF,
  "GET /student-record-api/proceeding/{course}/{user}/download": STAFF,
  "POST /student-record-api/sms": STAFF,
} as const satisfies AccessTable;
