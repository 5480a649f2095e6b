// GET /tfg-api/jobs/{id}/status — {progress, status} of the caller's own background job
import { endpoint } from "@/lib/api/endpoint";
import { jobStatus } from "@/lib/jobs/service";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/jobs/{id}/status",
  { params: idParams },
  async ({ db, user, params }) => jobStatus(db, user.id, params.id),
);
