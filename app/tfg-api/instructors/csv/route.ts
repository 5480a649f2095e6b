// POST /tfg-api/instructors/csv — directors' limits from a CSV (academicYearId,externalId,limitRequestsTFG); answers {success, failed}
import { endpoint } from "@/lib/api/endpoint";
import { CSV_UPLOAD } from "@/lib/tfg/csv-upload";
import { uploadInstructorLimits } from "@/lib/tfg/allocations/service";

export const POST = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_ADMIN"], upload: CSV_UPLOAD },
  async ({ db, user, body }) => uploadInstructorLimits(db, user, body.file),
);
