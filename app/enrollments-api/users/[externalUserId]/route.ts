// GET /enrollments-api/users/{externalUserId} — a user's personal data: staff any, a student only their own (404: none)
import { studentOfExternalUserParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { enrollmentUserDataFor } from "@/lib/enrollments/requests/queries";
import { externalUserParams } from "@/lib/enrollments/requests/schemas";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/users/{externalUserId}",
  {
    params: externalUserParams,
    readsPersonalData: { what: "Matrícula: datos personales del alumno", student: studentOfExternalUserParam },
  },
  async ({ db, user, params }) => enrollmentUserDataFor(db, user, params.externalUserId),
);
