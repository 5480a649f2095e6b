// GET /privacy-api/people/{externalId}/export — an administrator answers a person's access request with their zip, streamed
import { personOfExternalIdParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { personByExternalId } from "@/lib/privacy/export/build";
import { personalDataDownload } from "@/lib/privacy/export/download";
import { personParams } from "@/lib/privacy/schemas";

const read = { what: "Protección de datos: exportación de todos sus datos", student: personOfExternalIdParam };

export const GET = endpoint(
  privacyAccess,
  "GET /privacy-api/people/{externalId}/export",
  { params: personParams, readsPersonalData: read },
  async ({ db, params, user, locale }) =>
    personalDataDownload(db, await personByExternalId(db, params.externalId), user, locale),
);
