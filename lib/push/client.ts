import { apiRequest } from "@/lib/client/api-request";
import type { SubscribeBody, UnsubscribeBody } from "./schemas";

/** Typed calls of the push API from client islands. */
export const pushApi = {
  subscribe: (body: SubscribeBody) =>
    apiRequest<{ id: number }>("/push-api/subscriptions", { method: "POST", json: body }),
  unsubscribe: (body: UnsubscribeBody) =>
    apiRequest<{ removed: number }>("/push-api/subscriptions", { method: "DELETE", json: body }),
};
