// DELETE /tfg-api/terms/{id} — deletes a call that no request uses
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { deleteTerm } from "@/lib/tfg/terms/service";

export const DELETE = endpoint(tfgAccess, "DELETE /tfg-api/terms/{id}", { params: idParams }, async ({ db, params }) =>
  deleteTerm(db, params.id),
);
