// GET /tfg-api/instructors/{id}/allocation — an instructor's allocations ('Asignación docente')
// POST /tfg-api/instructors/{id}/allocation — a new allocation: degrees of a year and a limit of at least 1
import { endpoint, json } from "@/lib/api/endpoint";
import { assertAllocationAccess, createAllocation, instructorAllocation } from "@/lib/tfg/allocations";
import { createAllocationBody, instructorParams } from "@/lib/tfg/schemas";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_ADMIN"], params: instructorParams },
  async ({ db, user, params }) => {
    await assertAllocationAccess(db, user);
    return instructorAllocation(db, params.id);
  },
);

export const POST = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_ADMIN"], params: instructorParams, body: createAllocationBody },
  async ({ db, user, params, body }) => {
    await assertAllocationAccess(db, user);
    return json(await createAllocation(db, params.id, body), 201);
  },
);
