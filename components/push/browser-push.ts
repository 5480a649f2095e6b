import type { SubscribeBody } from "@/lib/push/schemas";
import { SERVICE_WORKER_URL } from "@/lib/pwa/constants";

/** Why this browser cannot take notices: it has no Push API, or the person did not allow notifications. */
export class PushSetupError extends Error {
  constructor(readonly reason: "unsupported" | "denied") {
    super(reason);
    this.name = "PushSetupError";
  }
}

/** The portal's service worker, registered if the registrar has not done it yet, once active. */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration("/"))) {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  }
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription for the portal, if it has one; rejects when it cannot receive notices. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) {
    throw new PushSetupError("unsupported");
  }
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes `PushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Asks for permission and subscribes this browser with the portal's public key; what the portal stores of it. */
export async function subscribeThisDevice(publicKey: string): Promise<SubscribeBody> {
  if ((await Notification.requestPermission()) !== "granted") {
    throw new PushSetupError("denied");
  }
  const registration = await serviceWorker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
}
