// POST /tfg-api/requests/{id}/reject — 'Rechazar petición': staff reject an OPEN request, with an optional reason
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { requestRow } from "@/lib/tfg/requests/queries";
import { rejectRequest } from "@/lib/tfg/requests/review";
import { rejectRequestBody } from "@/lib/tfg/requests/schemas";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/{id}/reject",
  { params: idParams, body: rejectRequestBody },
  async ({ db, user, params, body }) => {
    await rejectRequest(db, user, params.id, body.reason);
    return requestRow(db, params.id);
  },
);
