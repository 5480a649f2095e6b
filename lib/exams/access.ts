import type { AccessTable } from "@/lib/auth/access-types";
import { EXAM_MANAGERS } from "@/lib/auth/roles";

/** Who may call each exams endpoint; row-level scope (own courses, own requests) is in queries and service. */
export const examsAccess = {
  "GET /exams-api/exams": ["ROLE_STUDENT", ...EXAM_MANAGERS],
  "GET /exams-api/exams/courses/{courseId}": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", ...EXAM_MANAGERS],
  "POST /exams-api/exams/csv": EXAM_MANAGERS,
  "GET /exams-api/exams/{id}": ["ROLE_INSTRUCTOR", ...EXAM_MANAGERS],
  "GET /exams-api/exams/{id}/venues": ["ROLE_STUDENT", ...EXAM_MANAGERS],
  "POST /exams-api/exams/{id}/generate": EXAM_MANAGERS,
  "POST /exams-api/exams/{id}/extraordinary": EXAM_MANAGERS,
  "POST /exams-api/exams/{id}/status": ["ROLE_INSTRUCTOR", ...EXAM_MANAGERS],
  "POST /exams-api/exams/{id}/uploadwithoutfiles": EXAM_MANAGERS,
  "GET /exams-api/exams/{id}/instructions": ["ROLE_INSTRUCTOR", ...EXAM_MANAGERS],
  "POST /exams-api/exams/{id}/instructions": ["ROLE_INSTRUCTOR"],
  "GET /exams-api/exams/{id}/questions": ["ROLE_INSTRUCTOR", ...EXAM_MANAGERS],
  "POST /exams-api/exams/{id}/questions": ["ROLE_INSTRUCTOR"],
  "GET /exams-api/exams/{id}/files/{versionId}": EXAM_MANAGERS,
  "GET /exams-api/courses": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", ...EXAM_MANAGERS],
  "GET /exams-api/courses/organizations": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", ...EXAM_MANAGERS],
  "GET /exams-api/courses/{coordinatorOrUser}": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", ...EXAM_MANAGERS],
  "GET /exams-api/courses/users/{user}/enrollments": ["ROLE_STUDENT", ...EXAM_MANAGERS],
  "GET /exams-api/students": EXAM_MANAGERS,
  "GET /exams-api/requests": ["ROLE_STUDENT", "ROLE_INSTRUCTOR", ...EXAM_MANAGERS],
  "POST /exams-api/requests": ["ROLE_STUDENT"],
  "GET /exams-api/requests/active": ["ROLE_COORD", ...EXAM_MANAGERS],
  "GET /exams-api/requests/courses/download": ["ROLE_COORD", ...EXAM_MANAGERS],
  "GET /exams-api/requests/courses/{courseId}": ["ROLE_STUDENT"],
  "GET /exams-api/requests/courses/{courseId}/users/{user}": EXAM_MANAGERS,
  // The specification's `POST /exams-api/requests/{user}`: Next gives one name to a path level, so the
  // user's id and the request's id of the DELETE share the segment `{id}`.
  "POST /exams-api/requests/{id}": EXAM_MANAGERS,
  "DELETE /exams-api/requests/{id}": ["ROLE_STUDENT", ...EXAM_MANAGERS],
  "PUT /exams-api/requests/{id}/venue": ["ROLE_STUDENT", ...EXAM_MANAGERS],
  "GET /exams-api/waitlist": ["ROLE_STUDENT", ...EXAM_MANAGERS],
  "POST /exams-api/waitlist": ["ROLE_STUDENT"],
  "DELETE /exams-api/waitlist/{id}": ["ROLE_STUDENT", ...EXAM_MANAGERS],
  "POST /exams-api/waitlist/{id}/promote": EXAM_MANAGERS,
  "GET /exams-api/terms": EXAM_MANAGERS,
  "POST /exams-api/terms": EXAM_MANAGERS,
  "PATCH /exams-api/terms/{id}": EXAM_MANAGERS,
  "DELETE /exams-api/terms/{id}": EXAM_MANAGERS,
} as const satisfies AccessTable;
