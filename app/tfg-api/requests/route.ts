// GET /tfg-api/requests — the area requests the caller may see, server-paged and filtered
// POST /tfg-api/requests — a student asks for an area and director (or staff, an extraordinary request for a student)
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listRequests } from "@/lib/tfg/requests/queries";
import { createRequestBody, requestListQuery } from "@/lib/tfg/requests/schemas";
import { createRequest } from "@/lib/tfg/requests/service";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/requests",
  {
    query: requestListQuery,
    readsPersonalData: { what: "TFG: listado de solicitudes de área temática", shown: rowsNaming("userId") },
  },
  async ({ db, user, query }) => listRequests(db, user, query),
);

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests",
  { body: createRequestBody },
  async ({ db, user, body }) => json(await createRequest(db, user, body), 201),
);
