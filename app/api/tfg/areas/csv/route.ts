// POST /tfg-api/areas/csv — upserts areas from a CSV (academicYearId,name,assignedDegrees,assignedManagers)
import { endpoint } from "@/lib/api/endpoint";
import { multipartBodyLimit } from "@/lib/files/limits";
import { uploadAreas } from "@/lib/tfg/areas/service";

export const POST = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_ADMIN"], multipart: true, maxBodyBytes: multipartBodyLimit() },
  async ({ db, user, body }) => uploadAreas(db, user, body),
);
