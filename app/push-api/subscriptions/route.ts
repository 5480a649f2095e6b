// GET /push-api/subscriptions — 'Avisos': whether notices are on, the public key, and the caller's devices
// POST /push-api/subscriptions — enables notices on this device (its Push API subscription)
// DELETE /push-api/subscriptions — disables notices on this device (by endpoint) or on one of the list (by id)
import { endpoint } from "@/lib/api/endpoint";
import { pushAccess } from "@/lib/push/access";
import { subscribeBody, unsubscribeBody } from "@/lib/push/schemas";
import { noticesOverview, subscribe, unsubscribe } from "@/lib/push/service";

export const GET = endpoint(pushAccess, "GET /push-api/subscriptions", async ({ db, user }) =>
  noticesOverview(db, user.id),
);

export const POST = endpoint(
  pushAccess,
  "POST /push-api/subscriptions",
  { body: subscribeBody },
  async ({ db, user, body, req, locale }) => subscribe(db, user.id, body, req.headers.get("user-agent"), locale),
);

export const DELETE = endpoint(
  pushAccess,
  "DELETE /push-api/subscriptions",
  { body: unsubscribeBody },
  async ({ db, user, body }) => unsubscribe(db, user.id, body),
);
