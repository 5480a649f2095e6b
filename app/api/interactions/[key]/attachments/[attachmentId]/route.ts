// GET /interactions-api/{id}/attachments/{attachmentId} — an attachment, for whoever may see the interaction
import { endpoint } from "@/lib/api/endpoint";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { attachmentParams } from "@/lib/interactions/schemas";
import { attachmentResponse } from "@/lib/interactions/service";

export const GET = endpoint({ roles: STAFF_ROLES, params: attachmentParams }, async ({ db, user, params }) =>
  attachmentResponse(db, user, params.key, params.attachmentId),
);
