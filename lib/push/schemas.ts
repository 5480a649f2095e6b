import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";

export const ENDPOINT_INVALID = says("push.errors.endpointInvalid");
export const KEYS_INVALID = says("push.errors.keysInvalid");
export const UNSUBSCRIBE_TARGET = says("push.errors.unsubscribeTarget");

// A base64url key as the Push API gives it (p256dh: 65 bytes → 87 characters; auth: 16 bytes → 22).
const key = (max: number) =>
  z
    .string({ error: KEYS_INVALID })
    .regex(/^[A-Za-z0-9_-]+=*$/, KEYS_INVALID)
    .max(max, KEYS_INVALID);

const endpoint = z
  .string({ error: ENDPOINT_INVALID })
  .max(2000, ENDPOINT_INVALID)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), ENDPOINT_INVALID);

/** `POST /push-api/subscriptions`: the browser's `PushSubscription.toJSON()` (its expiration time is not kept). */
export const subscribeBody = z.object({
  endpoint,
  keys: z.object({ p256dh: key(200), auth: key(100) }, { error: KEYS_INVALID }),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** `DELETE /push-api/subscriptions`: this device (its endpoint) or one of the list (its id). */
export const unsubscribeBody = z
  .object({ endpoint: endpoint.optional(), id: z.number().int().positive().optional() })
  .refine((b) => (b.endpoint === undefined) !== (b.id === undefined), { message: UNSUBSCRIBE_TARGET, path: ["id"] });
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;

/** One device in 'Avisos'. */
export interface PushDevice {
  id: number;
  device: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The push service's address: the page compares it with this browser's to say which device it is. */
  endpoint: string;
}
