// POST /tfg-api/requests/{id}/defenses/{defenseId}/accept — staff accept an OPEN defense with a place
import { endpoint } from "@/lib/api/endpoint";
import { acceptDefenseBody, defenseParams } from "@/lib/tfg/defenses/schemas";
import { acceptDefense } from "@/lib/tfg/defenses/service";

export const POST = endpoint(
  {
    roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: defenseParams,
    body: acceptDefenseBody,
  },
  async ({ db, user, params, body }) => acceptDefense(db, user, params.id, params.defenseId, body.location),
);
