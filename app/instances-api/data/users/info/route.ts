// GET /instances-api/data/users/info — the signed-in user's own data
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { userInfo } from "@/lib/instances/requests/students";

export const GET = endpoint(instancesAccess, "GET /instances-api/data/users/info", async ({ db, user }) =>
  userInfo(db, user),
);
