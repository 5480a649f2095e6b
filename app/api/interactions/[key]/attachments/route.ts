// POST /interactions-api/{id}/attachments — its author, a secretary or an admin attaches a file (multipart, field `file`)
import { endpoint, json } from "@/lib/api/endpoint";
import { multipartUpload } from "@/lib/files/limits";
import { fileFromForm } from "@/lib/files/store";
import { ATTACHMENT_FIELD, ATTACHMENT_MISSING, idKeyParams } from "@/lib/interactions/schemas";
import { attachFile } from "@/lib/interactions/service";

export const POST = endpoint(
  {
    roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: idKeyParams,
    multipart: true,
    bodyLimit: multipartUpload,
  },
  async ({ db, user, params, body }) =>
    json(await attachFile(db, user, params.key, await fileFromForm(body, ATTACHMENT_FIELD, ATTACHMENT_MISSING)), 201),
);
