// GET /tfg-api/jobs/{id}/file — the finished file of the caller's own background job
import { endpoint } from "@/lib/api/endpoint";
import { jobFile } from "@/lib/jobs/service";
import { tfgAccess } from "@/lib/tfg/access";
import { REQUESTS_CSV_STUDENT } from "@/lib/tfg/csv-job";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/jobs/{id}/file",
  {
    params: idParams,
    readsPersonalData: { what: "TFG: exportación CSV de solicitudes", shownInColumn: REQUESTS_CSV_STUDENT },
  },
  async ({ db, user, params }) => jobFile(db, user.id, params.id),
);
