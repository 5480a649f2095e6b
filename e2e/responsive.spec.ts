import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { actionsOffScreen } from "./overflow";
import { settle } from "./settle";
import { SIZES } from "./sizes";
import { expect, signInAs, test } from "./fixtures";

// Issue 24's tables and menu on a phone and on a laptop; the reflow of every page is in e2e/walk.spec.ts.

const filtersOpen = (page: Page) =>
  page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "Filtros" }) })
    .evaluate((details) => (details as HTMLDetailsElement).open);

test.describe("tables on a phone", () => {
  test.use({ viewport: SIZES.phone });

  test("each row is a card: its values stacked under their headers, the actions at the bottom and in view", async ({
    page,
  }) => {
    await signInAs(page, "secretary");
    await page.goto("/instances");
    await settle(page);
    // The filters, open on a laptop, wait closed on a phone: the first request is in the first screen.
    await expect.poll(() => filtersOpen(page)).toBe(false);
    const table = page.getByRole("region", { name: "Solicitudes en proceso" });
    const card = table.locator("tbody tr").first();
    await expect(card.locator("td").first()).toBeVisible();
    const layout = await card.evaluate((row) => {
      const cells = [...row.querySelectorAll("td")].filter((td) => td.getClientRects().length > 0);
      const boxes = cells.map((td) => td.getBoundingClientRect());
      const [first] = boxes;
      const actions = row.querySelector("td[data-row-actions]")!.getBoundingClientRect();
      return {
        display: getComputedStyle(row).display,
        fits: row.getBoundingClientRect().right <= window.innerWidth,
        // Stacked: every cell starts below the one before it, at the card's left edge.
        stacked: boxes.every(
          (box, i) => i === 0 || (box.top >= boxes[i - 1]!.bottom - 0.5 && box.left === first!.left),
        ),
        actionsLast: cells.every(
          (td, i) => td.hasAttribute("data-row-actions") || boxes[i]!.bottom <= actions.top + 0.5,
        ),
      };
    });
    expect(layout).toEqual({ display: "flex", fits: true, stacked: true, actionsLast: true });
    await expect(card.getByText("Estado", { exact: true })).toBeVisible();
    await expect(card.getByText("Nombre de la instancia", { exact: true })).toBeVisible();
    await expect(card.locator("td[data-row-actions]").getByRole("button").first()).toBeVisible();
    expect(await actionsOffScreen(page)).toEqual([]);
    // A long message waits behind its disclosure, which opens without script.
    const message = table.locator("details").filter({ hasText: "Ver mensaje de la petición" }).first();
    await expect(message.locator("div")).toBeHidden();
    await message.locator("summary").click();
    await expect(message.locator("div")).toBeVisible();
  });

  test("on a laptop the same list is a table with one header row", async ({ page }) => {
    await page.setViewportSize(SIZES.laptop);
    await signInAs(page, "secretary");
    await page.goto("/instances");
    await settle(page);
    expect(await filtersOpen(page)).toBe(true);
    const table = page.getByRole("region", { name: "Solicitudes en proceso" });
    await expect(table.getByRole("columnheader", { name: "Estado" })).toBeVisible();
    expect(
      await table
        .locator("tbody tr")
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe("table-row");
    await expect(table.locator("tbody tr").first().getByText("Estado", { exact: true })).toBeHidden();
  });
});

test.describe("the menu on a phone", () => {
  test.use({ viewport: SIZES.phone });

  test("is a drawer behind 'Menú' that the keyboard opens, keeps and closes", async ({ page }) => {
    await signInAs(page, "secretary");
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
  await signInAs(page, "student");
  await page.goto("/exams");
  await expect(page.getByRole("button", { name: "Menú" })).toBeHidden();
  const menu = page.getByRole("navigation", { name: "Servicios" });
  await expect(menu.locator("[aria-current='page']")).toHaveText("Exámenes");
});
