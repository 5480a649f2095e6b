// POST /tfg-api/requests/{id}/defenses — a student (or staff) asks for a defense slot of an accepted request
import { endpoint, json } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { defenseBody } from "@/lib/tfg/defenses/schemas";
import { createDefense } from "@/lib/tfg/defenses/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/{id}/defenses",
  { params: idParams, body: defenseBody },
  async ({ db, user, params, body }) => json(await createDefense(db, user, params.id, body), 201),
);
