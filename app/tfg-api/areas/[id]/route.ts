// PUT /tfg-api/areas/{id} — edits an area: its managers the name and the active toggle; degrees and managers as creating one
// DELETE /tfg-api/areas/{id} — deletes an area nobody has asked for yet
import { endpoint } from "@/lib/api/endpoint";
import { assertSameId, idParams } from "@/lib/validation/common";
import { areaBody } from "@/lib/tfg/areas/schemas";
import { deleteArea, updateArea } from "@/lib/tfg/areas/service";

export const PUT = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams, body: areaBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return updateArea(db, user, params.id, body);
  },
);

export const DELETE = endpoint(
  { roles: ["ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams },
  async ({ db, user, params }) => deleteArea(db, user, params.id),
);
