import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Chooses a student in a student picker (by default a list's 'Filtrar por alumno') inside `scope`:
 * types `search`, then clicks the suggestion `option`.
 */
export async function pickStudent(
  scope: Page | Locator,
  search: string,
  option: RegExp,
  label: string = "Filtrar por alumno",
) {
  const picker = scope.getByRole("combobox", { name: label });
  // The search waits for a pause in the typing: type again until the suggestion shows.
  await expect(async () => {
    await picker.fill(search);
    await expect(scope.getByRole("option", { name: option })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await scope.getByRole("option", { name: option }).click();
}
