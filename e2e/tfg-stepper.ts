import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * The stepper to the end, as a student: the first degree, call and area, and as director the
 * `nth` instructor offered who does not manage the area (directors are the instructors with places
 * in the degree, not the area's managers) and has places left.
 */
export async function createRequest(page: Page, nth: number, title: string, letter: string) {
  await page.getByRole("button", { name: "Crear solicitud de área temática" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear solicitud de área temática" });
  const next = dialog.getByRole("button", { name: "Continuar" });
  await expect(next).toBeDisabled();
  await dialog.getByRole("combobox", { name: "Titulación" }).selectOption({ index: 1 });
  await next.click();
  await expect(next).toBeDisabled();
  const areasAnswer = page.waitForResponse((r) => /\/tfg-api\/degrees\/[^/]+\/areas/.test(r.url()));
  await dialog.getByRole("combobox", { name: "Convocatoria" }).selectOption({ index: 1 });
  const areas = (await (await areasAnswer).json()) as Array<{
    id: number;
    assignedManagers: Array<{ externalId: string }>;
  }>;
  await expect(next).toBeEnabled();
  await next.click();
  const area = dialog.getByRole("combobox", { name: "Área temática" });
  await area.selectOption({ index: 1 });
  const areaId = Number(await area.inputValue());
  const managers = new Set(areas.find((a) => a.id === areaId)!.assignedManagers.map((m) => m.externalId));
  await next.click();
  const director = dialog.getByRole("combobox", { name: "Director" });
  await expect(director.locator("option")).not.toHaveCount(1);
  const offered = await director
    .locator("option")
    .evaluateAll((options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent! })));
  const chosen = offered.filter((o) => o.value && !managers.has(o.value) && !o.label.includes("(0 plazas libres)"))[
    nth
  ]!;
  expect(chosen.label).toMatch(/\((1 plaza libre|\d+ plazas libres)\)$/);
  await director.selectOption(chosen.value);
  await next.click();
  await dialog.getByLabel("Título provisional").fill(title);
  await expect(dialog.getByText(`Preferencia: Opción ${letter}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await page
    .getByRole("alertdialog", { name: "Crear solicitud" })
    .getByRole("button", { name: "Crear solicitud" })
    .click();
  await expect(toast(page, "La solicitud se ha creado correctamente")).toBeVisible();
  const receipt = dialog.getByRole("region", { name: "Solicitud de área temática registrada" });
  await expect(receipt).toContainText(`PreferenciaOpción ${letter}`);
  await expect(receipt).toContainText(`Título provisional${title}`);
  await expect(receipt).toContainText(/Fecha y hora\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await receipt.getByRole("button", { name: "Aceptar" }).click();
  const created = page.getByRole("row").filter({ hasText: title });
  await expect(created.getByText(`Opción ${letter}`)).toBeVisible();
  await expect(created).toHaveAttribute("aria-current", "true");
}
