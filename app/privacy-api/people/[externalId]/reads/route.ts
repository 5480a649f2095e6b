// GET /privacy-api/people/{externalId}/reads — an administrator sees who on the staff read a student's personal data
import { readsOfStudent } from "@/lib/access-log/queries";
import { readListQuery } from "@/lib/access-log/schemas";
import { endpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { personByExternalId } from "@/lib/privacy/export/build";
import { personParams } from "@/lib/privacy/schemas";

export const GET = endpoint(
  privacyAccess,
  "GET /privacy-api/people/{externalId}/reads",
  { params: personParams, query: readListQuery },
  async ({ db, params, query, locale }) =>
    readsOfStudent(db, (await personByExternalId(db, params.externalId)).id, query, locale),
);
