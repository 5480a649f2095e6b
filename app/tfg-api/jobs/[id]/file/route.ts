// GET /tfg-api/jobs/{id}/file — the finished file of the caller's own background job
import { endpoint } from "@/lib/api/endpoint";
import { jobFile } from "@/lib/jobs/service";
import { REQUESTS_CSV_STUDENT } from "@/lib/tfg/csv-job";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  {
    roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: idParams,
    readsPersonalData: { what: "TFG: exportación CSV de solicitudes", shownInColumn: REQUESTS_CSV_STUDENT },
  },
  async ({ db, user, params }) => jobFile(db, user.id, params.id),
);
