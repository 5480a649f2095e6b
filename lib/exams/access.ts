import type { AccessTable } from "@/lib/auth/access-policy";

/** Who may call each exams endpoint; row-level scope (own courses, own requests) is in queries and service. */
export const examsAccess = {
  "GET /exams-api/exams": ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/exams/courses/{courseId}": [
    "ROLE_STUDENT",
    "ROLE_INSTRUCTOR",
    "ROLE_COORD",
    "ROLE_ADMIN",
    "ROLE_GES_EXAM",
  ],
  "POST /exams-api/exams/csv": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/exams/{id}": ["ROLE_INSTRUCTOR", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/exams/{id}/venues": ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/exams/{id}/generate": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/exams/{id}/extraordinary": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/exams/{id}/status": ["ROLE_INSTRUCTOR", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/exams/{id}/uploadwithoutfiles": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/exams/{id}/instructions": ["ROLE_INSTRUCTOR", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/exams/{id}/instructions": ["ROLE_INSTRUCTOR"],
  "GET /exams-api/exams/{id}/questions": ["ROLE_INSTRUCTOR", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/exams/{id}/questions": ["ROLE_INSTRUCTOR"],
  "GET /exams-api/courses": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/courses/organizations": [
    "ROLE_STUDENT",
    "ROLE_INSTRUCTOR",
    "ROLE_COORD",
    "ROLE_ADMIN",
    "ROLE_GES_EXAM",
  ],
  "GET /exams-api/courses/{coordinatorOrUser}": [
    "ROLE_STUDENT",
    "ROLE_INSTRUCTOR",
    "ROLE_COORD",
    "ROLE_ADMIN",
    "ROLE_GES_EXAM",
  ],
  "GET /exams-api/courses/users/{user}/enrollments": ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/requests": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/requests": ["ROLE_STUDENT"],
  "GET /exams-api/requests/active": ["ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/requests/courses/download": ["ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/requests/courses/{courseId}": ["ROLE_STUDENT"],
  "GET /exams-api/requests/courses/{courseId}/users/{user}": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  // The specification's `POST /exams-api/requests/{user}`: Next gives one name to a path level, so the
  // user's id and the request's id of the DELETE share the segment `{id}`.
  "POST /exams-api/requests/{id}": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "DELETE /exams-api/requests/{id}": ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_GES_EXAM"],
  "GET /exams-api/terms": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "POST /exams-api/terms": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "PATCH /exams-api/terms/{id}": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
  "DELETE /exams-api/terms/{id}": ["ROLE_ADMIN", "ROLE_GES_EXAM"],
} as const satisfies AccessTable;
