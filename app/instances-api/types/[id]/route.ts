// PATCH /instances-api/types/{id} — an admin renames a type {name}
// DELETE /instances-api/types/{id} — an admin deletes a type no template uses (409 otherwise)
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { instanceTypeBody } from "@/lib/instances/types/schemas";
import { deleteInstanceType, updateInstanceType } from "@/lib/instances/types/service";
import { idParams } from "@/lib/validation/common";

export const PATCH = endpoint(
  instancesAccess,
  "PATCH /instances-api/types/{id}",
  { params: idParams, body: instanceTypeBody },
  async ({ db, params, body }) => updateInstanceType(db, params.id, body),
);

export const DELETE = endpoint(
  instancesAccess,
  "DELETE /instances-api/types/{id}",
  { params: idParams },
  async ({ db, params }) => deleteInstanceType(db, params.id),
);
