// POST /instances-api/templates/csv — an admin loads templates from a CSV (multipart `file`, optional `typeId`), all or nothing
import { endpoint, json } from "@/lib/api/endpoint";
import { translate } from "@/lib/i18n/translate";
import { instancesAccess } from "@/lib/instances/access";
import { MESSAGES } from "@/lib/instances/messages";
import { importTemplatesCsv } from "@/lib/instances/templates/csv-import";

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/templates/csv",
  // `missing` is a text (lib/files/upload.ts takes no catalogue key yet): the catalogue's Spanish one.
  { upload: { field: "file", missing: translate("es", MESSAGES.csvMissing) } },
  async ({ db, body, locale }) => json(await importTemplatesCsv(db, body.file, body.fields.typeId, locale), 201),
);
