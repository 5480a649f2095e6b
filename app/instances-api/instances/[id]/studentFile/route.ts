// GET /instances-api/instances/{id}/studentFile — the student's file (a student: only of their own request)
// POST /instances-api/instances/{id}/studentFile — the student attaches or replaces it (earlier versions kept); staff only attach it when there is none
import { instanceOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { instanceFileDownload } from "@/lib/instances/files/queries";
import { INSTANCE_FILE_UPLOAD } from "@/lib/instances/files/schemas";
import { uploadInstanceFile } from "@/lib/instances/files/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
    params: idParams,
    readsPersonalData: { what: "Instancias: descarga del fichero del alumno", student: instanceOwner },
  },
  async ({ db, user, params }) => instanceFileDownload(db, user, params.id, "student"),
);

export const POST = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
    params: idParams,
    upload: INSTANCE_FILE_UPLOAD,
  },
  async ({ db, user, params, body }) => uploadInstanceFile(db, user, params.id, "student", body.file),
);
