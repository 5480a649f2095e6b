// GET /enrollments-api/requests/all — every request, paged and filtered, for admins and the secretariat
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { listRequests } from "@/lib/enrollments/requests/queries";
import { enrollmentListQuery } from "@/lib/enrollments/requests/schemas";

export const GET = endpoint(
  {
    roles: ["ROLE_ADMIN", "ROLE_SECR"],
    query: enrollmentListQuery,
    readsPersonalData: { what: "Matrícula: listado de solicitudes", shown: rowsNaming("userExternalId") },
  },
  async ({ db, user, query }) => listRequests(db, user, query),
);
