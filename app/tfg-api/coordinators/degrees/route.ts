// GET /tfg-api/coordinators/degrees — the degrees the coordinator coordinates
import { endpoint } from "@/lib/api/endpoint";
import { coordinatorDegrees } from "@/lib/tfg/catalog";
import { yearQuery } from "@/lib/tfg/schemas";

export const GET = endpoint({ roles: ["ROLE_COORD"], query: yearQuery }, async ({ db, user }) =>
  coordinatorDegrees(db, user),
);
