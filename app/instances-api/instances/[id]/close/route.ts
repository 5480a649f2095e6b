// POST /instances-api/instances/{id}/close — the secretary closes an OPEN or IN_PROCESS request (registry EXIT)
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { closeInstance } from "@/lib/instances/requests/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/instances/{id}/close",
  { params: idParams },
  async ({ db, user, params }) => closeInstance(db, user, params.id),
);
