// GET /interactions-api — interactions about the students the caller may see (paged)
// POST /interactions-api — staff record an interaction with a student in their scope
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { listInteractions } from "@/lib/interactions/queries";
import { createInteractionBody, interactionListQuery } from "@/lib/interactions/schemas";
import { createInteraction } from "@/lib/interactions/service";

export const GET = endpoint(
  {
    roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    query: interactionListQuery,
    readsPersonalData: { what: "Interacciones: listado", shown: rowsNaming("receiver") },
  },
  async ({ db, user, query }) => listInteractions(db, user, query),
);

export const POST = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], body: createInteractionBody },
  async ({ db, user, body }) => json(await createInteraction(db, user, body), 201),
);
