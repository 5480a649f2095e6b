// GET /registry-api/terms — registry terms: the academic years
import { endpoint } from "@/lib/api/endpoint";
import { registryAccess } from "@/lib/registry/access";
import { listRegistryTerms } from "@/lib/registry/queries";

export const GET = endpoint(registryAccess, "GET /registry-api/terms", async ({ db }) => listRegistryTerms(db));
