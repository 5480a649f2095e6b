// PATCH /tfg-api/defenses/courts/{id} — edits a court
// DELETE /tfg-api/defenses/courts/{id} — deletes a court without defenses (409 otherwise)
import { endpoint } from "@/lib/api/endpoint";
import { assertSameId, idParams } from "@/lib/validation/common";
import { courtBody } from "@/lib/tfg/courts/schemas";
import { deleteCourt, updateCourt } from "@/lib/tfg/courts/service";

export const PATCH = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams, body: courtBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return updateCourt(db, user, params.id, body);
  },
);

export const DELETE = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams },
  async ({ db, user, params }) => deleteCourt(db, user, params.id),
);
