// PATCH /tfg-api/requests/{id}/defenses/{defenseId} — staff edit an OPEN or ACCEPTED defense (moving frees the old slot)
import { endpoint } from "@/lib/api/endpoint";
import { defenseBody, defenseParams } from "@/lib/tfg/defenses/schemas";
import { updateDefense } from "@/lib/tfg/defenses/service";

export const PATCH = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: defenseParams, body: defenseBody },
  async ({ db, user, params, body }) => updateDefense(db, user, params.id, params.defenseId, body),
);
