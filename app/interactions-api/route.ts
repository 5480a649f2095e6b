// GET /interactions-api — interactions about the students the caller may see (paged)
// POST /interactions-api — staff record an interaction with a student in their scope
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint, json } from "@/lib/api/endpoint";
import { interactionsAccess } from "@/lib/interactions/access";
import { listInteractions } from "@/lib/interactions/queries";
import { createInteractionBody, interactionListQuery } from "@/lib/interactions/schemas";
import { createInteraction } from "@/lib/interactions/service";

export const GET = endpoint(
  interactionsAccess,
  "GET /interactions-api",
  {
    query: interactionListQuery,
    readsPersonalData: { what: "Interacciones: listado", shown: rowsNaming("receiver") },
  },
  async ({ db, user, query }) => listInteractions(db, user, query),
);

export const POST = endpoint(
  interactionsAccess,
  "POST /interactions-api",
  { body: createInteractionBody },
  async ({ db, user, body }) => json(await createInteraction(db, user, body), 201),
);
