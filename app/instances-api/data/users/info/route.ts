// GET /instances-api/data/users/info — the signed-in user's own data
import { endpoint } from "@/lib/api/endpoint";
import { userInfo } from "@/lib/instances/requests/students";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_COORD", "ROLE_ADMIN"] },
  async ({ db, user }) => userInfo(db, user),
);
