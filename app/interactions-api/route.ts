// GET /interactions-api — interactions about the students the caller may see (paged)
// POST /interactions-api — staff record an interaction with a student in their scope
import { creating, listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { interactionsAccess } from "@/lib/interactions/access";
import { listInteractions } from "@/lib/interactions/queries";
import { createInteractionBody, interactionListQuery } from "@/lib/interactions/schemas";
import { createInteraction } from "@/lib/interactions/service";

const read = readsRows("Interacciones: listado", "receiver");
const list = listing(interactionListQuery, listInteractions, read);
const create = creating(createInteractionBody, createInteraction);

export const GET = endpoint(interactionsAccess, "GET /interactions-api", list);

export const POST = endpoint(interactionsAccess, "POST /interactions-api", create);
