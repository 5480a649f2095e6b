import { SIZES } from "./sizes";
import { expect, signInAs, test } from "./fixtures";

// A table's scroll region is a tab stop only while it scrolls sideways (issue 42 point 9).
test.use({ viewport: SIZES.phone });

test("a table's scroll region is a tab stop only while it is wider than its place", async ({ page }) => {
  // On a phone the rows are cards that fit.
  await signInAs(page, "secretary");
  await page.goto("/instances");
  await page.waitForLoadState("networkidle");
  const region = page.getByRole("region", { name: "Solicitudes en proceso" });
  await expect(region).toBeVisible();
  await expect(region).not.toHaveAttribute("tabindex");
  // Wider content makes it scroll sideways (as the secretary's full table does on a laptop): then the keyboard reaches it.
  await region.locator("table").evaluate((table) => (table.style.minWidth = "3000px"));
  await expect(region).toHaveAttribute("tabindex", "0");
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await region.locator("table").evaluate((table) => (table.style.minWidth = ""));
  await expect(region).not.toHaveAttribute("tabindex");
});
