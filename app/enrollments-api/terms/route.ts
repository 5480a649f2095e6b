// GET /enrollments-api/terms — academic terms (ciclos lectivos) as {externalId, name}
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { listAcademicTerms } from "@/lib/enrollments/courses/queries";

export const GET = endpoint(enrollmentsAccess, "GET /enrollments-api/terms", async ({ db }) => listAcademicTerms(db));
