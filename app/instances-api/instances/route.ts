// GET /instances-api/instances — a student's own requests, or every request for staff (paged, filtered)
// POST /instances-api/instances — a request on an open template: by the student, or by staff on behalf
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { MESSAGES } from "@/lib/instances/messages";
import { instanceListQuery } from "@/lib/instances/requests/list-query";
import { listInstances } from "@/lib/instances/requests/queries";
import { instanceCreateBody } from "@/lib/instances/requests/schemas";
import { createInstance } from "@/lib/instances/requests/service";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances",
  {
    query: instanceListQuery,
    readsPersonalData: { what: "Instancias: listado", shown: rowsNaming("userExternalId") },
  },
  async ({ db, user, query }) => listInstances(db, user, query),
);

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/instances",
  { body: instanceCreateBody },
  async ({ db, user, body }) =>
    json({ ...(await createInstance(db, user, body)), message: MESSAGES.instanceCreated }, 201),
);
