// POST /proceeding/{course}/{user} — staff upload a student's proceeding for a degree (multipart, field `file`)
import { endpoint } from "@/lib/api/endpoint";
import { PROCEEDING_FILE_FIELD, PROCEEDING_MISSING_FILE, proceedingUploadParams } from "@/lib/grades/schemas";
import { uploadProceeding } from "@/lib/grades/service";

export const POST = endpoint(
  {
    roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: proceedingUploadParams,
    upload: { field: PROCEEDING_FILE_FIELD, missing: PROCEEDING_MISSING_FILE },
  },
  async ({ db, user, params, body }) => uploadProceeding(db, user, params.course, params.user, body.file),
);
