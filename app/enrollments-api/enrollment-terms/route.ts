// GET /enrollments-api/enrollment-terms — the open terms; every term for staff with ?all=true
// POST /enrollments-api/enrollment-terms — the secretariat creates a term
import { endpoint, json } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { enrollmentTermsFor } from "@/lib/enrollments/terms/queries";
import { enrollmentTermBody, enrollmentTermsQuery } from "@/lib/enrollments/terms/schemas";
import { createTerm } from "@/lib/enrollments/terms/service";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/enrollment-terms",
  { query: enrollmentTermsQuery },
  async ({ db, user, query }) => enrollmentTermsFor(db, user, query.all),
);

export const POST = endpoint(
  enrollmentsAccess,
  "POST /enrollments-api/enrollment-terms",
  { body: enrollmentTermBody },
  async ({ db, body }) => json(await createTerm(db, body), 201),
);
