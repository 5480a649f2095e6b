import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The card of exam `option` of `course` on the student's 'Exámenes', its course opened. */
export async function examCard(page: Page, course: string, option: string) {
  await page.getByText(course, { exact: true }).click();
  return page
    .locator("details", { has: page.getByText(course, { exact: true }) })
    .getByRole("article", { name: `Examen ${option}` });
}

/** Opens 'Elegir examen' on exam `option` of `course`: the exam's card and the venue dialog it opened. */
export async function openExamChoice(page: Page, course: string, option: string) {
  const card = await examCard(page, course, option);
  await card.getByRole("button", { name: `Elegir examen ${option}` }).click();
  return { card, dialog: page.getByRole("dialog", { name: `Elegir sede: Examen ${option}` }) };
}

/**
 * A student chooses exam `option` of `course` at `venue` on 'Exámenes' ('Elegir examen', the venue,
 * 'Confirmar', then 'Aceptar' on the receipt); returns the request's id, from 'Petición N registrada'.
 */
export async function chooseExam(page: Page, course: string, option: string, venue: string): Promise<number> {
  const { card, dialog } = await openExamChoice(page, course, option);
  await dialog.getByRole("radio", { name: new RegExp(venue) }).check();
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  const registered = page.getByText(/^Petición \d+ registrada$/);
  await expect(registered).toBeVisible();
  const requestId = Number(/\d+/.exec((await registered.textContent())!)![0]);
  await dialog
    .getByRole("region", { name: "Elección de examen registrada" })
    .getByRole("button", { name: "Aceptar" })
    .click();
  await expect(card.filter({ hasText: "Seleccionada" })).toBeVisible();
  return requestId;
}
