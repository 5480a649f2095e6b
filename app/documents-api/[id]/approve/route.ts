// POST /documents-api/{id}/approve — a coordinator approves a PENDING or REJECTED document
import { endpoint } from "@/lib/api/endpoint";
import { documentsAccess } from "@/lib/documents/access";
import { approveDocument } from "@/lib/documents/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  documentsAccess,
  "POST /documents-api/{id}/approve",
  { params: idParams },
  async ({ db, user, params }) => approveDocument(db, user, params.id),
);
