// POST /tfg-api/requests/{id}/cancel — a student cancels their own OPEN request
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { requestRow } from "@/lib/tfg/requests/queries";
import { cancelRequest } from "@/lib/tfg/requests/review";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/{id}/cancel",
  { params: idParams },
  async ({ db, user, params }) => {
    await cancelRequest(db, user, params.id);
    return requestRow(db, params.id);
  },
);
