// DELETE /documents-api/types/{id} — an admin deletes a type no document uses
import { endpoint } from "@/lib/api/endpoint";
import { documentsAccess } from "@/lib/documents/access";
import { deleteDocumentType } from "@/lib/documents/service";
import { idParams } from "@/lib/validation/common";

export const DELETE = endpoint(
  documentsAccess,
  "DELETE /documents-api/types/{id}",
  { params: idParams },
  async ({ db, params }) => deleteDocumentType(db, params.id),
);
