// POST /tfg-api/requests/{id}/accept — staff accept an OPEN request, taking a place of the director's allocation
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { requestRow } from "@/lib/tfg/requests/queries";
import { acceptRequest } from "@/lib/tfg/requests/review";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/{id}/accept",
  { params: idParams },
  async ({ db, user, params }) => {
    await acceptRequest(db, user, params.id);
    return requestRow(db, params.id);
  },
);
