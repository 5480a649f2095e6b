// GET /tfg-api/instructors/{id}/allocation — an instructor's allocations ('Asignación docente'); a manager's, in their degrees
// POST /tfg-api/instructors/{id}/allocation — a new allocation: degrees of a year and a limit of at least 1
import { endpoint, json } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { instructorAllocation } from "@/lib/tfg/allocations/queries";
import { createAllocationBody, instructorParams } from "@/lib/tfg/allocations/schemas";
import { allocationReadScope, assertAllocationAccess } from "@/lib/tfg/allocations/scope";
import { createAllocation } from "@/lib/tfg/allocations/service";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/instructors/{id}/allocation",
  { params: instructorParams },
  async ({ db, user, params }) => {
    await assertAllocationAccess(db, user);
    return instructorAllocation(db, params.id, allocationReadScope(user));
  },
);

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/instructors/{id}/allocation",
  { params: instructorParams, body: createAllocationBody },
  async ({ db, user, params, body }) => json(await createAllocation(db, user, params.id, body), 201),
);
