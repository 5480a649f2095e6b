// PUT /tfg-api/areas/{id} — edits an area: its managers the name and the active toggle; degrees and managers as creating one
// DELETE /tfg-api/areas/{id} — deletes an area nobody has asked for yet
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { assertSameId, idParams } from "@/lib/validation/common";
import { areaBody } from "@/lib/tfg/areas/schemas";
import { deleteArea, updateArea } from "@/lib/tfg/areas/service";

export const PUT = endpoint(
  tfgAccess,
  "PUT /tfg-api/areas/{id}",
  { params: idParams, body: areaBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return updateArea(db, user, params.id, body);
  },
);

export const DELETE = endpoint(
  tfgAccess,
  "DELETE /tfg-api/areas/{id}",
  { params: idParams },
  async ({ db, user, params }) => deleteArea(db, user, params.id),
);
