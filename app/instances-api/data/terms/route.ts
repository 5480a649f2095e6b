// GET /instances-api/data/terms — the terms a template can belong to: {name, externalId} of the academic years
import { endpoint } from "@/lib/api/endpoint";
import { listTerms } from "@/lib/instances/templates/queries";

export const GET = endpoint({ roles: ["ROLE_SECR", "ROLE_ADMIN"] }, async ({ db }) => listTerms(db));
