// GET /interactions-api/{id}/attachments/{attachmentId} — an attachment, for whoever may see the interaction
import { endpoint } from "@/lib/api/endpoint";
import { attachmentParams } from "@/lib/interactions/schemas";
import { attachmentDownload } from "@/lib/interactions/service";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: attachmentParams },
  async ({ db, user, params }) => attachmentDownload(db, user, params.key, params.attachmentId),
);
