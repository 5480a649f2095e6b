// PATCH /tfg-api/requests/{id} — 'Editar instancia': staff change degree, call, area, director or title
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { assertSameId, idParams } from "@/lib/validation/common";
import { updateRequestBody } from "@/lib/tfg/requests/schemas";
import { updateRequest } from "@/lib/tfg/requests/service";

export const PATCH = endpoint(
  tfgAccess,
  "PATCH /tfg-api/requests/{id}",
  { params: idParams, body: updateRequestBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return updateRequest(db, user, params.id, body);
  },
);
