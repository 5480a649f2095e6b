// GET /interactions-api — interactions about the students the caller may see (paged)
// POST /interactions-api — staff record an interaction with a student in their scope
import { endpoint, json } from "@/lib/api/endpoint";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listInteractions } from "@/lib/interactions/queries";
import { createInteractionBody, interactionListQuery } from "@/lib/interactions/schemas";
import { createInteraction } from "@/lib/interactions/service";

export const GET = endpoint({ roles: STAFF_ROLES, query: interactionListQuery }, async ({ db, user, query }) =>
  listInteractions(db, user, query),
);

export const POST = endpoint({ roles: STAFF_ROLES, body: createInteractionBody }, async ({ db, user, body }) =>
  json(await createInteraction(db, user, body), 201),
);
