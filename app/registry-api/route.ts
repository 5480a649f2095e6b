// GET /registry-api — the registry book, paged and filtered (book, type, term, dates, text)
// POST /registry-api — a new entry; created/modified are set by the server, the creation goes to the history
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { dataUrlUpload } from "@/lib/files/limits";
import { registryAccess } from "@/lib/registry/access";
import { listRegistryEntries } from "@/lib/registry/queries";
import { registryEntryBody, registryListQuery } from "@/lib/registry/schemas";
import { createRegistryEntry } from "@/lib/registry/service";

export const GET = endpoint(
  registryAccess,
  "GET /registry-api",
  {
    query: registryListQuery,
    readsPersonalData: { what: "Registro: listado de asientos", shown: rowsNaming("userExternalId") },
  },
  async ({ db, query }) => listRegistryEntries(db, query),
);

export const POST = endpoint(
  registryAccess,
  "POST /registry-api",
  { body: registryEntryBody, bodyLimit: dataUrlUpload },
  async ({ db, user, body, locale }) => json(await createRegistryEntry(db, user, body, locale), 201),
);
