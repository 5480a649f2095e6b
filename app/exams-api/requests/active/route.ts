// GET /exams-api/requests/active — requests for exams not yet held, of the courses a coordinator coordinates (paged)
import { endpoint } from "@/lib/api/endpoint";
import { listActiveRequests } from "@/lib/exams/requests/queries";
import { requestListQuery } from "@/lib/exams/requests/schemas";

export const GET = endpoint(
  { roles: ["ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"], query: requestListQuery },
  async ({ db, user, query }) => listActiveRequests(db, user, query),
);
