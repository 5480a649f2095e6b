// POST /tfg-api/instructors/csv — directors' limits from a CSV (academicYearId,externalId,limitRequestsTFG); answers {success, failed}
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { CSV_UPLOAD } from "@/lib/tfg/csv-upload";
import { uploadInstructorLimits } from "@/lib/tfg/allocations/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/instructors/csv",
  { upload: CSV_UPLOAD },
  async ({ db, user, body, locale }) => uploadInstructorLimits(db, user, body.file, locale),
);
