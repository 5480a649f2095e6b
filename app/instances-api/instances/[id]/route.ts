// GET /instances-api/instances/{id} — a request with its history and registry codes (a student: only their own)
// PATCH /instances-api/instances/{id} — {instructorText} or {status: IN_PROCESS} (secretary), {status: OPEN} reopens (coordinator)
import { instanceOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { getInstanceDetail } from "@/lib/instances/requests/detail";
import { instancePatchBody } from "@/lib/instances/requests/schemas";
import { patchInstance } from "@/lib/instances/requests/service";
import { assertSameId, idParams } from "@/lib/validation/common";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances/{id}",
  {
    params: idParams,
    readsPersonalData: { what: "Instancias: detalle de una instancia", student: instanceOwner },
  },
  async ({ db, user, params }) => getInstanceDetail(db, user, params.id),
);

export const PATCH = endpoint(
  instancesAccess,
  "PATCH /instances-api/instances/{id}",
  { params: idParams, body: instancePatchBody },
  async ({ db, user, params, body }) => {
    assertSameId(body.id === undefined ? undefined : Number(body.id), params.id);
    return patchInstance(db, user, params.id, body);
  },
);
