// GET /interactions-api/titulations — degrees of the courses the caller may pick students from
import { endpoint } from "@/lib/api/endpoint";
import { interactionsAccess } from "@/lib/interactions/access";
import { titulationOptions } from "@/lib/interactions/queries";

export const GET = endpoint(interactionsAccess, "GET /interactions-api/titulations", async ({ db, user }) =>
  titulationOptions(db, user),
);
