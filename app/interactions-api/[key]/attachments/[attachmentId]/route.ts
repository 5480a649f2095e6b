// GET /interactions-api/{id}/attachments/{attachmentId} — an attachment, for whoever may see the interaction
import { endpoint } from "@/lib/api/endpoint";
import { interactionsAccess } from "@/lib/interactions/access";
import { attachmentParams } from "@/lib/interactions/schemas";
import { attachmentDownload } from "@/lib/interactions/service";

export const GET = endpoint(
  interactionsAccess,
  "GET /interactions-api/{key}/attachments/{attachmentId}",
  { params: attachmentParams },
  async ({ db, user, params }) => attachmentDownload(db, user, params.key, params.attachmentId),
);
