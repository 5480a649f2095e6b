// GET /registry-api/{id} — one entry with its history
// PATCH /registry-api/{id} — changes an entry (the entry without id); every change is kept in the history
import { registryEntrySubject } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { dataUrlUpload } from "@/lib/files/limits";
import { registryAccess } from "@/lib/registry/access";
import { getRegistryEntry } from "@/lib/registry/queries";
import { registryEntryPatch } from "@/lib/registry/schemas";
import { updateRegistryEntry } from "@/lib/registry/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  registryAccess,
  "GET /registry-api/{id}",
  {
    params: idParams,
    readsPersonalData: { what: "Registro: detalle de un asiento", student: registryEntrySubject },
  },
  async ({ db, params }) => getRegistryEntry(db, params.id),
);

export const PATCH = endpoint(
  registryAccess,
  "PATCH /registry-api/{id}",
  { params: idParams, body: registryEntryPatch, bodyLimit: dataUrlUpload },
  async ({ db, user, params, body, locale }) => updateRegistryEntry(db, user, params.id, body, locale),
);
