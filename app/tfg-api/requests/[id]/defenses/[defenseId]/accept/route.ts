// POST /tfg-api/requests/{id}/defenses/{defenseId}/accept — staff accept an OPEN defense with a place
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { acceptDefenseBody, defenseParams } from "@/lib/tfg/defenses/schemas";
import { acceptDefense } from "@/lib/tfg/defenses/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/{id}/defenses/{defenseId}/accept",
  { params: defenseParams, body: acceptDefenseBody },
  async ({ db, user, params, body }) => acceptDefense(db, user, params.id, params.defenseId, body.location),
);
