// POST /tfg-api/instructors/csv — directors' limits from a CSV (academicYearId,externalId,limitRequestsTFG); answers {success, failed}
import { endpoint } from "@/lib/api/endpoint";
import { multipartBodyLimit } from "@/lib/files/limits";
import { uploadInstructorLimits } from "@/lib/tfg/allocations/service";

export const POST = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_ADMIN"], multipart: true, maxBodyBytes: multipartBodyLimit() },
  async ({ db, user, body }) => uploadInstructorLimits(db, user, body),
);
