// GET /interactions-api/titulations — degrees of the courses the caller may pick students from
import { endpoint } from "@/lib/api/endpoint";
import { titulationOptions } from "@/lib/interactions/queries";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"] },
  async ({ db, user }) => titulationOptions(db, user),
);
