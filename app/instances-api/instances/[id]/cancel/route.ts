// POST /instances-api/instances/{id}/cancel — a student cancels their own OPEN request
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { cancelInstance } from "@/lib/instances/requests/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/instances/{id}/cancel",
  { params: idParams },
  async ({ db, user, params }) => cancelInstance(db, user, params.id),
);
