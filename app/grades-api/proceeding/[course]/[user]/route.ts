// POST /proceeding/{course}/{user} — staff upload a student's proceeding for a degree (multipart, field `file`)
import { endpoint } from "@/lib/api/endpoint";
import { gradesAccess } from "@/lib/grades/access";
import { PROCEEDING_FILE_FIELD, PROCEEDING_MISSING_FILE, proceedingUploadParams } from "@/lib/grades/schemas";
import { uploadProceeding } from "@/lib/grades/service";

export const POST = endpoint(
  gradesAccess,
  "POST /proceeding/{course}/{user}",
  {
    params: proceedingUploadParams,
    upload: { field: PROCEEDING_FILE_FIELD, missing: PROCEEDING_MISSING_FILE },
  },
  async ({ db, user, params, body }) => uploadProceeding(db, user, params.course, params.user, body.file),
);
