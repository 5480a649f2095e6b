// GET /instances-api/instances/{id} — a request with its history and registry codes (a student: only their own)
// PATCH /instances-api/instances/{id} — {instructorText} or {status: IN_PROCESS} (secretary), {status: OPEN} reopens (coordinator)
import { instanceOwner } from "@/lib/access-log/students";
import { editing, onId, reading } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { getInstanceDetail } from "@/lib/instances/requests/detail";
import { instancePatchBody } from "@/lib/instances/requests/schemas";
import { patchInstance } from "@/lib/instances/requests/service";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  instancesAccess,
  "GET /instances-api/instances/{id}",
  reading({ what: "Instancias: detalle de una instancia", student: instanceOwner }, onId(idParams, getInstanceDetail)),
);

export const PATCH = endpoint(
  instancesAccess,
  "PATCH /instances-api/instances/{id}",
  editing(idParams, instancePatchBody, patchInstance),
);
