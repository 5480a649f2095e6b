// POST /tfg-api/areas/csv — upserts areas from a CSV (academicYearId,name,assignedDegrees,assignedManagers)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { CSV_UPLOAD } from "@/lib/tfg/csv-upload";
import { uploadAreas } from "@/lib/tfg/areas/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/areas/csv",
  { upload: CSV_UPLOAD },
  async ({ db, user, body, locale }) => uploadAreas(db, user, body.file, locale),
);
