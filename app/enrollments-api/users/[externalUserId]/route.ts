// GET /enrollments-api/users/{externalUserId} — a user's personal data: staff any, a student only their own (404: none)
import { studentOfExternalUserParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { NotFoundError } from "@/lib/api/errors";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { enrollmentUserData } from "@/lib/enrollments/requests/queries";
import { externalUserParams } from "@/lib/enrollments/requests/schemas";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/users/{externalUserId}",
  {
    params: externalUserParams,
    readsPersonalData: { what: "Matrícula: datos personales del alumno", student: studentOfExternalUserParam },
  },
  async ({ db, user, params }) => {
    if (user.role === "ROLE_STUDENT" && params.externalUserId !== user.externalId)
      throw new NotFoundError("No se han encontrado los datos del usuario");
    return enrollmentUserData(db, params.externalUserId);
  },
);
