import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The tabs on the page now, in document order: a nested tab list comes after the list that holds it. */
const tabsNow = (page: Page) =>
  page.getByRole("tab").evaluateAll((tabs) =>
    tabs.map((tab) => ({
      name: (tab.textContent ?? "").trim(),
      selected: tab.getAttribute("aria-selected") === "true",
    })),
  );

/**
 * Opens a tab by its name and waits until it is open: selected in place, or the URL changed (a tab that
 * navigates). By name, not by position: opening a tab may add or remove tabs (nested lists, hidden tabs).
 */
async function openTab(page: Page, name: string) {
  const before = page.url();
  await page.getByRole("tab", { name, exact: true }).first().click();
  await expect
    .poll(
      async () =>
        page.url() !== before || (await page.getByRole("tab", { name, exact: true, selected: true }).count()) > 0,
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
}

/**
 * Opens every tab of the page, nested ones included, and returns what `read` finds in each. The last tab
 * not yet opened goes first, so that a nested list is walked before its parent's siblings close it.
 */
export async function walkTabs(page: Page, read: (tab: string) => Promise<string[]>): Promise<string[]> {
  const opened = new Set<string>();
  const found: string[] = [];
  for (;;) {
    const tabs = await tabsNow(page);
    for (const tab of tabs) if (tab.selected) opened.add(tab.name);
    const next = tabs.findLast((tab) => !opened.has(tab.name));
    if (!next) return found;
    opened.add(next.name);
    await openTab(page, next.name);
    found.push(...(await read(next.name)));
  }
}
