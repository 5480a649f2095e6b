import { expect, type Page } from "@playwright/test";

/** Chooses a student in a list's 'Filtrar por alumno' picker: types `search`, then clicks the suggestion `option`. */
export async function pickStudent(page: Page, search: string, option: RegExp) {
  const picker = page.getByRole("combobox", { name: "Filtrar por alumno" });
  // The search waits for a pause in the typing: type again until the suggestion shows.
  await expect(async () => {
    await picker.fill(search);
    await expect(page.getByRole("option", { name: option })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole("option", { name: option }).click();
}
