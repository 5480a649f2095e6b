// GET /enrollments-api/requests/all — every request, paged and filtered, for admins and the secretariat
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { listRequests } from "@/lib/enrollments/requests/queries";
import { enrollmentListQuery } from "@/lib/enrollments/requests/schemas";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/requests/all",
  {
    query: enrollmentListQuery,
    readsPersonalData: { what: "Matrícula: listado de solicitudes", shown: rowsNaming("userExternalId") },
  },
  async ({ db, user, query }) => listRequests(db, user, query),
);
