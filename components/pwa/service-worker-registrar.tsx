"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_URL } from "@/lib/pwa/constants";

/**
 * Registers the portal's service worker (lib/pwa/sw.ts) after the page has loaded. Only a production
 * build has one (`npm run build` writes public/sw.js); a browser without service workers simply goes on.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => undefined);
  }, []);
  return null;
}
