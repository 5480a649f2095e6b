// POST /proceeding/{course}/{user} — staff upload a student's proceeding for a degree (multipart, field `file`)
import { endpoint } from "@/lib/api/endpoint";
import { multipartUpload } from "@/lib/files/limits";
import { fileFromForm } from "@/lib/files/store";
import { PROCEEDING_FILE_FIELD, PROCEEDING_MISSING_FILE, proceedingUploadParams } from "@/lib/grades/schemas";
import { uploadProceeding } from "@/lib/grades/service";

export const POST = endpoint(
  {
    roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: proceedingUploadParams,
    multipart: true,
    bodyLimit: multipartUpload,
  },
  async ({ db, user, params, body }) => {
    const file = await fileFromForm(body, PROCEEDING_FILE_FIELD, PROCEEDING_MISSING_FILE);
    return uploadProceeding(db, user, params.course, params.user, file);
  },
);
