// GET /registry-api — the registry book, paged and filtered (book, type, term, dates, text)
// POST /registry-api — a new entry; created/modified are set by the server, the creation goes to the history
import { endpoint, json } from "@/lib/api/endpoint";
import { dataUrlBodyLimit } from "@/lib/files/limits";
import { listRegistryEntries } from "@/lib/registry/queries";
import { registryEntryBody, registryListQuery } from "@/lib/registry/schemas";
import { createRegistryEntry } from "@/lib/registry/service";
import { SERVICES } from "@/lib/auth/services";

export const GET = endpoint({ roles: SERVICES.registry.roles, query: registryListQuery }, async ({ db, query }) => listRegistryEntries(db, query));

export const POST = endpoint(
  { roles: SERVICES.registry.roles, body: registryEntryBody, maxBodyBytes: dataUrlBodyLimit() },
  async ({ db, user, body }) => json(await createRegistryEntry(db, user, body), 201),
);
