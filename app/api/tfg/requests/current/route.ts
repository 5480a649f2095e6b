// GET /tfg-api/requests/current — a student's current requests in a degree and year (the new priority is their count + 1)
import { endpoint } from "@/lib/api/endpoint";
import { currentRequests } from "@/lib/tfg/queries";
import { currentRequestsQuery } from "@/lib/tfg/schemas";
import { degreeIdsOf } from "@/lib/tfg/scope";
import { requestOwner } from "@/lib/tfg/service";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: currentRequestsQuery },
  async ({ db, user, query }) => {
    const userId = await requestOwner(db, user, query.userId);
    const degreeId = (await degreeIdsOf(db, [query.degreeId])).get(query.degreeId)!;
    return currentRequests(db, userId, degreeId, query.academicYearId);
  },
);
