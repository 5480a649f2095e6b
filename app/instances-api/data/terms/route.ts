// GET /instances-api/data/terms — the terms a template can belong to: {name, externalId} of the academic years
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { listTerms } from "@/lib/instances/templates/queries";

export const GET = endpoint(instancesAccess, "GET /instances-api/data/terms", async ({ db }) => listTerms(db));
