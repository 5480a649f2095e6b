// POST /instances-api/instances/{id}/close — the secretary closes an OPEN or IN_PROCESS request (registry EXIT)
import { endpoint } from "@/lib/api/endpoint";
import { closeInstance } from "@/lib/instances/requests/service";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint({ roles: ["ROLE_SECR"], params: idParams }, async ({ db, user, params }) =>
  closeInstance(db, user, params.id),
);
