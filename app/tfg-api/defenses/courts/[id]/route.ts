// PATCH /tfg-api/defenses/courts/{id} — edits a court
// DELETE /tfg-api/defenses/courts/{id} — deletes a court without defenses (409 otherwise)
import { editing, onId } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { courtBody } from "@/lib/tfg/courts/schemas";
import { deleteCourt, updateCourt } from "@/lib/tfg/courts/service";

export const PATCH = endpoint(
  tfgAccess,
  "PATCH /tfg-api/defenses/courts/{id}",
  editing(idParams, courtBody, updateCourt),
);

export const DELETE = endpoint(tfgAccess, "DELETE /tfg-api/defenses/courts/{id}", onId(idParams, deleteCourt));
