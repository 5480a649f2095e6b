// GET /enrollments-api/users — the signed-in user's personal data for the enrolment form (404: none)
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { enrollmentUserData } from "@/lib/enrollments/requests/queries";

export const GET = endpoint(enrollmentsAccess, "GET /enrollments-api/users", async ({ db, user }) =>
  enrollmentUserData(db, user.externalId),
);
