// GET /instances-api/instances/{id}/file — the response file (a student: only of their own request)
// POST /instances-api/instances/{id}/file — the secretary attaches or replaces the response file (multipart `file`)
import { instanceOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { instanceFileDownload } from "@/lib/instances/files/queries";
import { INSTANCE_FILE_UPLOAD } from "@/lib/instances/files/schemas";
import { uploadInstanceFile } from "@/lib/instances/files/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances/{id}/file",
  {
    params: idParams,
    readsPersonalData: { what: "Instancias: descarga de la respuesta", student: instanceOwner },
  },
  async ({ db, user, params }) => instanceFileDownload(db, user, params.id, "response"),
);

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/instances/{id}/file",
  { params: idParams, upload: INSTANCE_FILE_UPLOAD },
  async ({ db, user, params, body }) => uploadInstanceFile(db, user, params.id, "response", body.file),
);
