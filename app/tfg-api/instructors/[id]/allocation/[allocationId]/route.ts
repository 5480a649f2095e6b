// PATCH /tfg-api/instructors/{id}/allocation/{allocationId} — edits an allocation's degrees and limit (at least 0)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { allocationParams, updateAllocationBody } from "@/lib/tfg/allocations/schemas";
import { updateAllocation } from "@/lib/tfg/allocations/service";

export const PATCH = endpoint(
  tfgAccess,
  "PATCH /tfg-api/instructors/{id}/allocation/{allocationId}",
  { params: allocationParams, body: updateAllocationBody },
  async ({ db, user, params, body }) => updateAllocation(db, user, params.id, params.allocationId, body),
);
