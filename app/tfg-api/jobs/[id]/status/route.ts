// GET /tfg-api/jobs/{id}/status — {progress, status} of the caller's own background job
import { endpoint } from "@/lib/api/endpoint";
import { jobStatus } from "@/lib/jobs/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams },
  async ({ db, user, params }) => jobStatus(db, user.id, params.id),
);
