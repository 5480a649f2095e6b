// GET /tfg-api/jobs/{id}/file — the finished file of the caller's own background job
import { endpoint } from "@/lib/api/endpoint";
import { jobFile } from "@/lib/jobs/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams },
  async ({ db, user, params }) => jobFile(db, user.id, params.id),
);
