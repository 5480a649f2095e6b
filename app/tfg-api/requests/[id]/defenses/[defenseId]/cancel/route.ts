// POST /tfg-api/requests/{id}/defenses/{defenseId}/cancel — the student cancels their OPEN defense; frees its slot
import { endpoint } from "@/lib/api/endpoint";
import { defenseParams } from "@/lib/tfg/defenses/schemas";
import { cancelDefense } from "@/lib/tfg/defenses/service";

export const POST = endpoint({ roles: ["ROLE_STUDENT"], params: defenseParams }, async ({ db, user, params }) =>
  cancelDefense(db, user, params.id, params.defenseId),
);
