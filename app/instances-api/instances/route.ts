// GET /instances-api/instances — a student's own requests, or every request for staff (paged, filtered)
// POST /instances-api/instances — a request on an open template: by the student, or by staff on behalf
import { creating, listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { instancesAccess } from "@/lib/instances/access";
import { MESSAGES } from "@/lib/instances/messages";
import { instanceListQuery } from "@/lib/instances/requests/list-query";
import { listInstances } from "@/lib/instances/requests/queries";
import { instanceCreateBody } from "@/lib/instances/requests/schemas";
import { createInstance } from "@/lib/instances/requests/service";

const read = readsRows("Instancias: listado", "userExternalId");
const list = listing(instanceListQuery, listInstances, read);
const create = creating(instanceCreateBody, createInstance, { message: MESSAGES.instanceCreated });

export const GET = endpoint(instancesAccess, "GET /instances-api/instances", list);

export const POST = endpoint(instancesAccess, "POST /instances-api/instances", create);
