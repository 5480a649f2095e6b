// GET /instances-api/instances — a student's own requests, or every request for staff (paged, filtered)
// POST /instances-api/instances — a request on an open template: by the student, or by staff on behalf
import { listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint, json } from "@/lib/api/endpoint";
import { translate } from "@/lib/i18n/translate";
import { instancesAccess } from "@/lib/instances/access";
import { MESSAGES } from "@/lib/instances/messages";
import { instanceListQuery } from "@/lib/instances/requests/list-query";
import { listInstances } from "@/lib/instances/requests/queries";
import { instanceCreateBody } from "@/lib/instances/requests/schemas";
import { createInstance } from "@/lib/instances/requests/service";

const read = readsRows("Instancias: listado", "userExternalId");
const list = listing(instanceListQuery, listInstances, read);

export const GET = endpoint(instancesAccess, "GET /instances-api/instances", list);

export const POST = endpoint(
  instancesAccess,
  "POST /instances-api/instances",
  { body: instanceCreateBody },
  async ({ db, user, body, locale }) =>
    json(
      { ...(await createInstance(db, user, body, locale)), message: translate(locale, MESSAGES.instanceCreated) },
      201,
    ),
);
