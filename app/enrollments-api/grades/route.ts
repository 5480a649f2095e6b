// GET /enrollments-api/grades — degrees as {externalId, degreeName}: a student's own, every one for staff
import { endpoint } from "@/lib/api/endpoint";
import { listDegrees } from "@/lib/enrollments/courses/queries";

export const GET = endpoint({ roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN"] }, async ({ db, user }) =>
  listDegrees(db, user),
);
