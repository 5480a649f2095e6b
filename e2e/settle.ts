import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Waits for the page's client reads, so that their tables are there. */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}
