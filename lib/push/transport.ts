import { defaultLocale } from "@/lib/i18n/offered";
import { translator } from "@/lib/i18n/translate";
import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "@/db";
import { pushSubscriptions } from "@/db/schema";
import { PermanentDeliveryError } from "@/lib/outbox/permanent-error";
import type { Transport } from "@/lib/outbox/transports";
import { isAllowedEndpoint, type VapidDetails } from "./config";

/** How long a push service keeps a notice for a device that is off: a reminder a day late is useless. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web push (RFC 8030/8291 with VAPID): the message's `recipient` is a push_subscriptions id. web-push
 * encrypts and signs; the request itself goes through fetch, with the outbox's timeout. A push service
 * answering 404 or 410 has dropped the subscription: it is deleted and the message fails for good. The
 * errors name only the status, never the endpoint (it identifies the device).
 */
export function pushTransport(vapid: VapidDetails): Transport {
  return async ({ recipient, subject, text, link }, db?: Db) => {
    if (!db) throw new Error("El envío de avisos necesita la base de datos");
    const [device] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, Number(recipient)));
    if (!device) throw new PermanentDeliveryError("El dispositivo ya no tiene los avisos activados");
    if (!isAllowedEndpoint(device.endpoint)) {
      throw new PermanentDeliveryError("El servicio de avisos del dispositivo no está entre los permitidos");
    }
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify({
        title: subject ?? translator(defaultLocale(), "shell")("portalName"),
        body: text,
        url: link ?? "/",
      }),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(15_000),
      redirect: "error",
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      throw new PermanentDeliveryError(`El servicio de avisos respondió ${res.status}: se ha quitado el dispositivo`);
    }
    if (!res.ok) throw new Error(`El servicio de avisos respondió ${res.status}`);
    await db
      .update(pushSubscriptions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(pushSubscriptions.id, device.id));
    return String(res.status);
  };
}
