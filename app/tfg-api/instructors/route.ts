// GET /tfg-api/instructors — the instructors who may direct
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listInstructors } from "@/lib/tfg/allocations/queries";

export const GET = endpoint(tfgAccess, "GET /tfg-api/instructors", async ({ db }) => listInstructors(db));
