// GET /privacy-api/people/{externalId}/reads — an administrator sees who on the staff read a student's personal data
import { readsOfStudent } from "@/lib/access-log/queries";
import { readListQuery } from "@/lib/access-log/schemas";
import { endpoint } from "@/lib/api/endpoint";
import { personByExternalId } from "@/lib/privacy/export/build";
import { personParams } from "@/lib/privacy/schemas";

export const GET = endpoint(
  { roles: ["ROLE_ADMIN"], params: personParams, query: readListQuery },
  async ({ db, params, query }) => readsOfStudent(db, (await personByExternalId(db, params.externalId)).id, query),
);
