// GET /registry-api/terms — registry terms: the academic years
import { endpoint } from "@/lib/api/endpoint";
import { listRegistryTerms } from "@/lib/registry/queries";

export const GET = endpoint({ roles: ["ROLE_SECR", "ROLE_ADMIN"] }, async ({ db }) => listRegistryTerms(db));
