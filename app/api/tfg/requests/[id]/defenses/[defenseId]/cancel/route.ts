// POST /tfg-api/requests/{id}/defenses/{defenseId}/cancel — the student cancels their OPEN defense; frees its slot
import { endpoint } from "@/lib/api/endpoint";
import { cancelDefense } from "@/lib/tfg/defenses";
import { defenseParams } from "@/lib/tfg/schemas";

export const POST = endpoint({ roles: ["ROLE_STUDENT"], params: defenseParams }, async ({ db, user, params }) =>
  cancelDefense(db, user, params.id, params.defenseId),
);
