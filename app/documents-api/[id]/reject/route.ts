// POST /documents-api/{id}/reject — a coordinator rejects a PENDING document with a reason
import { endpoint } from "@/lib/api/endpoint";
import { documentsAccess } from "@/lib/documents/access";
import { rejectDocumentBody } from "@/lib/documents/schemas";
import { rejectDocument } from "@/lib/documents/service";
import { assertSameId } from "@/lib/api/same-id";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  documentsAccess,
  "POST /documents-api/{id}/reject",
  { params: idParams, body: rejectDocumentBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id, params.id);
    return rejectDocument(db, user, params.id, body.reason);
  },
);
