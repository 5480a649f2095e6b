// GET /instances-api/instances/{id}/studentFile — the student's file (a student: only of their own request)
// POST /instances-api/instances/{id}/studentFile — the student attaches or replaces it (earlier versions kept); staff only attach it when there is none
import { instanceOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { instanceFileDownload } from "@/lib/instances/files/queries";
import { INSTANCE_FILE_UPLOAD } from "@/lib/instances/files/schemas";
import { uploadInstanceFile } from "@/lib/instances/files/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances/{id}/studentFile",
  {
    params: idParams,
    readsPersonalData: { what: "Instancias: descarga del fichero del alumno", student: instanceOwner },
  },
  async ({ db, user, params }) => instanceFileDownload(db, user, params.id, "student"),
);

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/instances/{id}/studentFile",
  {
    params: idParams,
    upload: INSTANCE_FILE_UPLOAD,
  },
  async ({ db, user, params, body }) => uploadInstanceFile(db, user, params.id, "student", body.file),
);
