// PATCH /tfg-api/instructors/{id}/allocation/{allocationId} — edits an allocation's degrees and limit (at least 0)
import { endpoint } from "@/lib/api/endpoint";
import { assertAllocationAccess, updateAllocation } from "@/lib/tfg/allocations";
import { allocationParams, updateAllocationBody } from "@/lib/tfg/schemas";

export const PATCH = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_ADMIN"], params: allocationParams, body: updateAllocationBody },
  async ({ db, user, params, body }) => {
    await assertAllocationAccess(db, user);
    return updateAllocation(db, params.id, params.allocationId, body);
  },
);
