// GET /instances-api/instances/{id}/studentFile — the student's file (a student: only of their own request)
// POST /instances-api/instances/{id}/studentFile — the student attaches or replaces it (earlier versions kept); staff only attach it when there is none
import { endpoint } from "@/lib/api/endpoint";
import { multipartUpload } from "@/lib/files/limits";
import { instanceFileDownload } from "@/lib/instances/files";
import { uploadInstanceFile } from "@/lib/instances/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"], params: idParams },
  async ({ db, user, params }) => instanceFileDownload(db, user, params.id, "student"),
);

export const POST = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD"],
    params: idParams,
    multipart: true,
    bodyLimit: multipartUpload,
  },
  async ({ db, user, params, body }) => uploadInstanceFile(db, user, params.id, "student", body),
);
