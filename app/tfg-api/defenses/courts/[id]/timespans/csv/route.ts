// POST /tfg-api/defenses/courts/{id}/timespans/csv — adds slots from a CSV (header start, ISO date-times)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { CSV_UPLOAD } from "@/lib/tfg/csv-upload";
import { idParams } from "@/lib/validation/common";
import { uploadTimeSpans } from "@/lib/tfg/courts/service";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/defenses/courts/{id}/timespans/csv",
  {
    params: idParams,
    upload: CSV_UPLOAD,
  },
  async ({ db, user, params, body, locale }) => uploadTimeSpans(db, user, params.id, body.file, locale),
);
