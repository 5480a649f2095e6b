// GET /enrollments-api/terms — academic terms (ciclos lectivos) as {externalId, name}
import { endpoint } from "@/lib/api/endpoint";
import { listAcademicTerms } from "@/lib/enrollments/courses/queries";

export const GET = endpoint({ roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN"] }, async ({ db }) =>
  listAcademicTerms(db),
);
