// GET /registry-api/users/{id|family}/{term} — 'Búsqueda de usuario' of the new-entry wizard
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { registryAccess } from "@/lib/registry/access";
import { searchRegistryUsers } from "@/lib/registry/queries";
import { registryUserSearchParams } from "@/lib/registry/schemas";

export const GET = endpoint(
  registryAccess,
  "GET /registry-api/users/{kind}/{term}",
  {
    params: registryUserSearchParams,
    readsPersonalData: { what: "Registro: búsqueda de personas", shown: rowsNaming("externalId") },
  },
  async ({ db, params }) => searchRegistryUsers(db, params.kind, params.term),
);
