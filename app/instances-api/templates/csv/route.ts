// POST /instances-api/templates/csv — an admin loads templates from a CSV (multipart `file`, optional `typeId`), all or nothing
import { endpoint, json } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { MESSAGES } from "@/lib/instances/messages";
import { importTemplatesCsv } from "@/lib/instances/templates/csv-import";

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/templates/csv",
  { upload: { field: "file", missing: MESSAGES.csvMissing } },
  async ({ db, body }) => json(await importTemplatesCsv(db, body.file, body.fields.typeId), 201),
);
