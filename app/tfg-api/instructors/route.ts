// GET /tfg-api/instructors — the instructors who may direct
import { endpoint } from "@/lib/api/endpoint";
import { listInstructors } from "@/lib/tfg/allocations/queries";

export const GET = endpoint({ roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"] }, async ({ db }) =>
  listInstructors(db),
);
