import type { Page } from "@playwright/test";

/** Nothing when the page does not scroll sideways; else the outermost elements that stick out, to name the culprit. */
export async function pageOverflow(page: Page) {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 0.5;
    // A table's own scroll region may be wider than the page: that is allowed, its content is not the culprit.
    const scrolls = (el: Element) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX);
    const inScrollRegion = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) if (scrolls(a)) return true;
      return false;
    };
    return [...document.body.querySelectorAll("*")]
      .filter((el) => sticksOut(el) && el.parentElement && !sticksOut(el.parentElement) && !inScrollRegion(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${el.textContent?.slice(0, 40)}"`);
  });
}

/** The row actions (the buttons of a table body, and the links of the actions column) outside the viewport. */
export async function actionsOffScreen(page: Page) {
  return page.evaluate(() => {
    // A switch is a cell's editable value (the areas' 'Visible'), not an action; it scrolls with its column.
    const controls = document.querySelectorAll<HTMLElement>(
      "main tbody button:not([role='switch']), main td[data-row-actions] a",
    );
    return [...controls]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth + 0.5;
      })
      .map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName);
  });
}

/** The shown buttons whose label spills out of them, sideways or downwards (a label wraps or its button grows). */
export async function spilledButtons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a[role='button'], [role='tab']")]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map(
        (el) =>
          `'${el.textContent?.trim().slice(0, 40)}' (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      ),
  );
}
