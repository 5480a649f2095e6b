/// <reference lib="webworker" />
// The portal's service worker (bundled by scripts/build.mjs into public/sw.js, its precache list injected
// by @serwist/build). It keeps the shell (the static CSS, fonts and first-load scripts, and the 'Sin
// conexión' page) and, network-first, ONLY a student's voucher pages and their QR images: no other page
// or API answer is ever stored. 'Cerrar sesión' empties the voucher caches (lib/client/sign-out.ts).
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import { OFFLINE_URL, VOUCHER_CACHES, VOUCHER_PAGE, VOUCHER_QR, voucherQrPath } from "./constants";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
/** The build's id (scripts/build.mjs): the revision of the precached 'Sin conexión' page. */
declare const PORTAL_BUILD_ID: string;

const [pagesCache, qrCache] = VOUCHER_CACHES;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * A voucher page is stored only when it is the voucher: a 200 that shows its own QR image. The 'no session'
 * and 'forbidden' notices answer 200 too, and must never replace a kept copy.
 */
const onlyVouchers: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const requestId = new URL(request.url).pathname.split("/")[3] ?? "";
    const html = response.status === 200 && !response.redirected ? await response.clone().text() : "";
    return html.includes(voucherQrPath(requestId)) ? response : null;
  },
};

const keep = (cacheName: string, plugins: SerwistPlugin[]) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: 6,
    plugins: [...plugins, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 60 * 24 * 3600 })],
  });

const serwist = new Serwist({
  precacheEntries: [...self.__SW_MANIFEST, { url: OFFLINE_URL, revision: PORTAL_BUILD_ID }],
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, request }) => sameOrigin(url) && request.method === "GET" && VOUCHER_PAGE.test(url.pathname),
      handler: keep(pagesCache, [onlyVouchers]),
    },
    {
      matcher: ({ url, request }) => sameOrigin(url) && request.method === "GET" && VOUCHER_QR.test(url.pathname),
      handler: keep(qrCache, [
        new CacheableResponsePlugin({ statuses: [200], headers: { "content-type": "image/png" } }),
      ]),
    },
    // Every other page goes to the network, uncached; without one, the 'Sin conexión' page.
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.destination === "document" }] },
});
serwist.addEventListeners();

// A notice from the portal (lib/push/transport.ts): `{ title, body, url }`, shown as a notification.
self.addEventListener("push", (event) => {
  const notice = (event.data?.json() ?? {}) as { title?: string; body?: string; url?: string };
  event.waitUntil(
    self.registration.showNotification(notice.title ?? "Portal de servicios", {
      body: notice.body,
      icon: "/icons/icon-192.png",
      lang: "es",
      data: { url: notice.url ?? "/" },
    }),
  );
});

// Tapping a notice opens its page, in a window of the portal when one is open.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? "/", self.location.origin);
  if (!sameOrigin(target)) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => sameOrigin(new URL(w.url)));
      return open ? open.navigate(target.href).then((w) => w?.focus()) : self.clients.openWindow(target.href);
    }),
  );
});
