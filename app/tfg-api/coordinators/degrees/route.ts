// GET /tfg-api/coordinators/degrees — the degrees the coordinator coordinates
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { coordinatorDegrees } from "@/lib/tfg/catalog";
import { yearQuery } from "@/lib/tfg/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/coordinators/degrees",
  { query: yearQuery },
  async ({ db, user }) => coordinatorDegrees(db, user),
);
