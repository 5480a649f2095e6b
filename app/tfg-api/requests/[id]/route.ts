// PATCH /tfg-api/requests/{id} — 'Editar instancia': staff change degree, call, area, director or title
import { endpoint } from "@/lib/api/endpoint";
import { assertSameId, idParams } from "@/lib/validation/common";
import { updateRequestBody } from "@/lib/tfg/requests/schemas";
import { updateRequest } from "@/lib/tfg/requests/service";

export const PATCH = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams, body: updateRequestBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return updateRequest(db, user, params.id, body);
  },
);
