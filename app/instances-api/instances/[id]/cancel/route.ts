// POST /instances-api/instances/{id}/cancel — a student cancels their own OPEN request
import { endpoint } from "@/lib/api/endpoint";
import { cancelInstance } from "@/lib/instances/requests/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint({ roles: ["ROLE_STUDENT"], params: idParams }, async ({ db, user, params }) =>
  cancelInstance(db, user, params.id),
);
