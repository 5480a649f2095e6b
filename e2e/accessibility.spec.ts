import { expect, test } from "./fixtures";

// axe on every page and tab is in the walk of e2e/walk.spec.ts; the dialogs in accessibility-dialogs.spec.ts.

test("the landing is usable with the keyboard alone", async ({ page, as }) => {
  await as("student");
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Portal de servicios" })).toBeFocused();
});
