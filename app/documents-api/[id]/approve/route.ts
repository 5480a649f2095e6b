// POST /documents-api/{id}/approve — a coordinator approves a PENDING or REJECTED document
import { endpoint } from "@/lib/api/endpoint";
import { approveDocument } from "@/lib/documents/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint({ roles: ["ROLE_COORD"], params: idParams }, async ({ db, user, params }) =>
  approveDocument(db, user, params.id),
);
