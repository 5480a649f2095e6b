// GET /privacy-api/people/{externalId}/export — an administrator answers a person's access request with their zip
import { endpoint } from "@/lib/api/endpoint";
import { personByExternalId } from "@/lib/privacy/export/build";
import { personalDataDownload } from "@/lib/privacy/export/download";
import { personParams } from "@/lib/privacy/schemas";

export const GET = endpoint({ roles: ["ROLE_ADMIN"], params: personParams }, async ({ db, params }) =>
  personalDataDownload(db, await personByExternalId(db, params.externalId)),
);
