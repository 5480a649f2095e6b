// PATCH /tfg-api/defenses/courts/{id} — edits a court
// DELETE /tfg-api/defenses/courts/{id} — deletes a court without defenses (409 otherwise)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { assertSameId, idParams } from "@/lib/validation/common";
import { courtBody } from "@/lib/tfg/courts/schemas";
import { deleteCourt, updateCourt } from "@/lib/tfg/courts/service";

export const PATCH = endpoint(
  tfgAccess,
  "PATCH /tfg-api/defenses/courts/{id}",
  { params: idParams, body: courtBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return updateCourt(db, user, params.id, body);
  },
);

export const DELETE = endpoint(
  tfgAccess,
  "DELETE /tfg-api/defenses/courts/{id}",
  { params: idParams },
  async ({ db, user, params }) => deleteCourt(db, user, params.id),
);
