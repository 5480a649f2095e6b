// DELETE /tfg-api/terms/{id} — deletes a call that no request uses
import { endpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/validation/common";
import { deleteTerm } from "@/lib/tfg/terms/service";

export const DELETE = endpoint({ roles: ["ROLE_SECR", "ROLE_ADMIN"], params: idParams }, async ({ db, params }) =>
  deleteTerm(db, params.id),
);
