import { axeViolations } from "./axe";
import { expect, test, type DemoAccount } from "./fixtures";
import { MAIN_PAGES } from "./main-pages";
import { walkTabs } from "./tab-walk";

// axe, best practices included and at every impact (issue 42 point 10), on every main page of every role and
// on each of its tabs, nested ones included (null: a visitor without a session): labels, names, contrast,
// ARIA, landmarks, heading order.
const PAGES: [DemoAccount | null, string][] = [...MAIN_PAGES, [null, "/verificar/ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ"]];

for (const [account, path] of PAGES) {
  test(`${path} as ${account ?? "visitor"} passes axe on every tab`, async ({ page, as }) => {
    if (account) await as(account);
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const found = (await axeViolations(page)).map((line) => `${path}: ${line}`);
    found.push(
      ...(await walkTabs(page, async (tab) => (await axeViolations(page)).map((line) => `${path} › ${tab}: ${line}`))),
    );
    expect(found).toEqual([]);
  });
}

test("the landing is usable with the keyboard alone", async ({ page, as }) => {
  await as("student");
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Portal de servicios" })).toBeFocused();
});
