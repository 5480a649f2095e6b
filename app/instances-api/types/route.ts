// GET /instances-api/types — the instance types (admin's manager, secretary's template form)
// POST /instances-api/types — an admin adds a type {name}
import { endpoint, json } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { listInstanceTypes } from "@/lib/instances/types/queries";
import { instanceTypeBody } from "@/lib/instances/types/schemas";
import { createInstanceType } from "@/lib/instances/types/service";

export const GET = endpoint(instancesAccess, "GET /instances-api/types", async ({ db }) => listInstanceTypes(db));

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/types",
  { body: instanceTypeBody },
  async ({ db, body }) => json(await createInstanceType(db, body), 201),
);
