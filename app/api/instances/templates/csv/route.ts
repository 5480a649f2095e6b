// POST /instances-api/templates/csv — an admin loads templates from a CSV (multipart `file`), all or nothing
import { endpoint, json } from "@/lib/api/endpoint";
import { multipartUpload } from "@/lib/files/limits";
import { importTemplatesCsv } from "@/lib/instances/templates-csv";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN"], multipart: true, bodyLimit: multipartUpload },
  async ({ db, body }) => json(await importTemplatesCsv(db, body), 201),
);
