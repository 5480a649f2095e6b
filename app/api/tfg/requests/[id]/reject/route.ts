// POST /tfg-api/requests/{id}/reject — 'Rechazar petición': staff reject an OPEN request, with an optional reason
import { endpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/validation/common";
import { requestRow } from "@/lib/tfg/queries";
import { rejectRequestBody } from "@/lib/tfg/schemas";
import { rejectRequest } from "@/lib/tfg/service";

export const POST = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams, body: rejectRequestBody },
  async ({ db, user, params, body }) => {
    await rejectRequest(db, user, params.id, body.reason);
    return requestRow(db, params.id);
  },
);
