import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Waits until the service worker controls the page, reloading once it is active (the first load has none). */
export async function controlledBySw(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/**
 * What the worker keeps of the student's vouchers: path and query of each entry (a page the app navigated to
 * on the client is kept with its `?_rsc=` query, which a reload without a connection does not find).
 */
export const voucherCaches = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const entries: string[] = [];
    for (const name of names.filter((n) => n.startsWith("vouchers-"))) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        entries.push(url.pathname + url.search);
      }
    }
    return entries;
  });
