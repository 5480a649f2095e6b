// GET /registry-api/terms — registry terms: the academic years
import { endpoint } from "@/lib/api/endpoint";
import { listRegistryTerms } from "@/lib/registry/queries";
import { SERVICES } from "@/lib/auth/services";

export const GET = endpoint({ roles: SERVICES.registry.roles }, async ({ db }) => listRegistryTerms(db));
