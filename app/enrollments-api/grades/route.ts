// GET /enrollments-api/grades — degrees as {externalId, degreeName}: a student's own, every one for staff
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { listDegrees } from "@/lib/enrollments/courses/queries";

export const GET = endpoint(enrollmentsAccess, "GET /enrollments-api/grades", async ({ db, user }) =>
  listDegrees(db, user),
);
