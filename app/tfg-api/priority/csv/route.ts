// POST /tfg-api/priority/csv — upserts priority grades from a CSV (userId,degreeId,priority)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { CSV_UPLOAD } from "@/lib/tfg/csv-upload";
import { uploadPriorityGrades } from "@/lib/tfg/proposal/priority-grades";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/priority/csv",
  { upload: CSV_UPLOAD },
  async ({ db, body, locale }) => uploadPriorityGrades(db, body.file, locale),
);
