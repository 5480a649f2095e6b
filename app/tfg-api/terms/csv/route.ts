// POST /tfg-api/terms/csv — creates calls from a CSV (academicYear,type,name,assignedDegreeIds,start,end)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { CSV_UPLOAD } from "@/lib/tfg/csv-upload";
import { uploadTerms } from "@/lib/tfg/terms/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/terms/csv",
  { upload: CSV_UPLOAD },
  async ({ db, body, locale }) => uploadTerms(db, body.file, locale),
);
