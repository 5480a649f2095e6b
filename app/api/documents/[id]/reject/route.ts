// POST /documents-api/{id}/reject — a coordinator rejects a PENDING document with a reason
import { endpoint } from "@/lib/api/endpoint";
import { ValidationError } from "@/lib/api/errors";
import { rejectDocumentBody } from "@/lib/documents/schemas";
import { rejectDocument } from "@/lib/documents/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint({ roles: ["ROLE_COORD"], params: idParams, body: rejectDocumentBody }, async ({ db, user, params, body }) => {
  if (body.id !== undefined && body.id !== params.id) throw new ValidationError("El identificador del cuerpo no coincide con el de la ruta");
  return rejectDocument(db, user, params.id, body.reason);
});
