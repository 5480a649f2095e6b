// POST /tfg-api/requests/{id}/defenses/{defenseId}/reject — staff reject an OPEN defense (optional reason); frees its slot
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { defenseParams } from "@/lib/tfg/defenses/schemas";
import { rejectDefense } from "@/lib/tfg/defenses/service";
import { rejectRequestBody } from "@/lib/tfg/requests/schemas";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/{id}/defenses/{defenseId}/reject",
  { params: defenseParams, body: rejectRequestBody },
  async ({ db, user, params, body }) => rejectDefense(db, user, params.id, params.defenseId, body.reason),
);
