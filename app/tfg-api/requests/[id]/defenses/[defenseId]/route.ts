// PATCH /tfg-api/requests/{id}/defenses/{defenseId} — staff edit an OPEN or ACCEPTED defense (moving frees the old slot)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { defenseBody, defenseParams } from "@/lib/tfg/defenses/schemas";
import { updateDefense } from "@/lib/tfg/defenses/service";

export const PATCH = endpoint(
  tfgAccess,
  "PATCH /tfg-api/requests/{id}/defenses/{defenseId}",
  { params: defenseParams, body: defenseBody },
  async ({ db, user, params, body }) => updateDefense(db, user, params.id, params.defenseId, body),
);
