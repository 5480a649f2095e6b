// POST /tfg-api/requests/{id}/defenses/{defenseId}/cancel — the student cancels their OPEN defense; frees its slot
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { defenseParams } from "@/lib/tfg/defenses/schemas";
import { cancelDefense } from "@/lib/tfg/defenses/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/{id}/defenses/{defenseId}/cancel",
  { params: defenseParams },
  async ({ db, user, params }) => cancelDefense(db, user, params.id, params.defenseId),
);
