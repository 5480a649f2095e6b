// GET /enrollments-api/requests — the student's own requests (paged)
// POST /enrollments-api/requests — a student submits an enrolment (R) or extension (A) request for an open term
import { endpoint, json } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { listRequests } from "@/lib/enrollments/requests/queries";
import { enrollmentListQuery, enrollmentRequestBody } from "@/lib/enrollments/requests/schemas";
import { createRequest } from "@/lib/enrollments/requests/service";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/requests",
  { query: enrollmentListQuery },
  async ({ db, user, query }) => listRequests(db, user, query),
);

export const POST = endpoint(
  enrollmentsAccess,
  "POST /enrollments-api/requests",
  { body: enrollmentRequestBody },
  async ({ db, user, body, locale }) => json(await createRequest(db, user, body, locale), 201),
);
