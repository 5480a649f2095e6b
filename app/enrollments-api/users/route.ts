// GET /enrollments-api/users — the signed-in user's personal data for the enrolment form (404: none)
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentUserData } from "@/lib/enrollments/requests/queries";

export const GET = endpoint({ roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN"] }, async ({ db, user }) =>
  enrollmentUserData(db, user.externalId),
);
