import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Waits for the page's client reads, so that their tables are there, and for its title: after a tab that
 * navigates, Next puts the title back when the route's streamed metadata arrives, a moment after the page.
 */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expect(page).toHaveTitle(/\S/);
}
