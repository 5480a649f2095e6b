// POST /privacy-api/people/{externalId}/erase — an administrator erases a person, keeping what a legal hold requires
import { endpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { describeErasure } from "@/lib/privacy/erase/describe";
import { erasePerson } from "@/lib/privacy/erase/erase";
import { personByExternalId } from "@/lib/privacy/export/build";
import { personParams } from "@/lib/privacy/schemas";

export const POST = endpoint(
  privacyAccess,
  "POST /privacy-api/people/{externalId}/erase",
  { params: personParams },
  async ({ db, params, locale }) => ({
    lines: describeErasure(await erasePerson(db, await personByExternalId(db, params.externalId)), locale),
  }),
);
