// GET /tfg-api/requests — the area requests the caller may see, server-paged and filtered
// POST /tfg-api/requests — a student asks for an area and director (or staff, an extraordinary request for a student)
import { creating, listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listRequests } from "@/lib/tfg/requests/queries";
import { createRequestBody, requestListQuery } from "@/lib/tfg/requests/schemas";
import { createRequest } from "@/lib/tfg/requests/service";

const read = readsRows("TFG: listado de solicitudes de área temática", "userId");
const list = listing(requestListQuery, listRequests, read);
const create = creating(createRequestBody, createRequest);

export const GET = endpoint(tfgAccess, "GET /tfg-api/requests", list);

export const POST = endpoint(tfgAccess, "POST /tfg-api/requests", create);
