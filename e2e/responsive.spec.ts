import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, expect, newSessionId, test, type DemoAccount } from "./fixtures";

// WCAG 1.4.10 (reflow) and issue 24's tables: each role's main pages on a phone and on a laptop.
const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 900 },
} as const;

const PAGES: Record<DemoAccount, string[]> = {
  student: ["/", "/exams", "/grades", "/documental", "/instances", "/tfg", "/enrollments"],
  instructor: ["/", "/exams", "/student-record", "/tfg?tab=areas", "/tfg?tab=courts"],
  coordinator: ["/", "/exams", "/documental", "/interactions", "/instances", "/tfg", "/tfg?tab=defense"],
  secretary: ["/", "/instances", "/registry", "/student-record", "/tfg", "/tfg?tab=defense", "/enrollments"],
  admin: ["/", "/notifications", "/documental", "/instances", "/enrollments?tab=administrar", "/tfg?tab=grades"],
  examManager: ["/", "/exams"],
};

/** Signs in through the session link without assuming the side menu is shown (it is a drawer on a phone). */
async function signIn(page: Page, account: DemoAccount) {
  const sessionId = await newSessionId(test.info().project.use.baseURL!, DEMO[account]);
  await page.goto(`/${sessionId}`);
  await expect(page.getByRole("main")).toBeVisible();
}

/** Waits for the page's client reads, so that their tables are there. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The row actions (every button of a table body, and the links of the actions column) outside the viewport. */
async function actionsOffScreen(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>("main tbody button, main td[data-row-actions] a");
    return [...controls]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth + 0.5;
      })
      .map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName);
  });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const [sizeName, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const [account, paths] of Object.entries(PAGES) as [DemoAccount, string[]][]) {
      test(`${account}'s pages reflow, keep row actions in view and pass axe (${sizeName})`, async ({ page }) => {
        test.setTimeout(30_000 + paths.length * 15_000);
        await signIn(page, account);
        for (const path of paths) {
          await test.step(path, async () => {
            await page.goto(path);
            await expect(page.getByRole("main")).toBeVisible();
            await settle(page);
            expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
            expect(await actionsOffScreen(page), `${path} hides row actions`).toEqual([]);
            expect(await seriousViolations(page), `${path} axe`).toEqual([]);
          });
        }
      });
    }
  });
}

test.describe("the menu on a phone", () => {
  test.use({ viewport: SIZES.phone });

  test("is a drawer behind 'Menú' that the keyboard opens, keeps and closes", async ({ page }) => {
    await signIn(page, "secretary");
    await page.goto("/instances");
    await expect(page.getByRole("navigation", { name: "Servicios" })).toBeHidden();
    const button = page.getByRole("button", { name: "Menú" });

    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer).toBeVisible();
    const current = drawer.getByRole("navigation", { name: "Servicios" }).locator("[aria-current='page']");
    await expect(current).toHaveText("Instancias");
    expect(await seriousViolations(page)).toEqual([]);
    // Focus is trapped: tabbing through more controls than the drawer has stays inside it.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press(" ");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Libro de registro" }).click();
    await expect(page).toHaveURL(/\/registry$/);
    await expect(drawer).toBeHidden();
  });
});

test("on a laptop the side menu is shown and marks the current section", async ({ page }) => {
  await page.setViewportSize(SIZES.laptop);
  await signIn(page, "student");
  await page.goto("/exams");
  await expect(page.getByRole("button", { name: "Menú" })).toBeHidden();
  const menu = page.getByRole("navigation", { name: "Servicios" });
  await expect(menu.locator("[aria-current='page']")).toHaveText("Exámenes");
});
