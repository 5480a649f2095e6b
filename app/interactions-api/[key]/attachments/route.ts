// POST /interactions-api/{id}/attachments — its author, a secretary or an admin attaches a file (multipart, field `file`)
import { endpoint, json } from "@/lib/api/endpoint";
import { interactionsAccess } from "@/lib/interactions/access";
import { ATTACHMENT_FIELD, idKeyParams } from "@/lib/interactions/schemas";
import { ATTACHMENT_MISSING, attachFile } from "@/lib/interactions/service";

export const POST = endpoint(
  interactionsAccess,
  "POST /interactions-api/{key}/attachments",
  {
    params: idKeyParams,
    upload: { field: ATTACHMENT_FIELD, missing: ATTACHMENT_MISSING },
  },
  async ({ db, user, params, body }) => json(await attachFile(db, user, params.key, body.file), 201),
);
