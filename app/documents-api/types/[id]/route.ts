// DELETE /documents-api/types/{id} — an admin deletes a type no document uses
import { endpoint } from "@/lib/api/endpoint";
import { deleteDocumentType } from "@/lib/documents/service";
import { idParams } from "@/lib/validation/common";

export const DELETE = endpoint({ roles: ["ROLE_ADMIN"], params: idParams }, async ({ db, params }) =>
  deleteDocumentType(db, params.id),
);
