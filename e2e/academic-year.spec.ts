import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const row = (page: Page, name: string) =>
  page.getByRole("table", { name: "Cursos académicos" }).getByRole("row").filter({ hasText: name });

/** Presses a row's action and confirms it in its dialog, whose confirm button repeats the action. */
async function confirmAction(page: Page, action: string, year: string, title: string) {
  await page.getByRole("button", { name: `${action} ${year}` }).click();
  const dialog = page.getByRole("alertdialog", { name: title });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("an administrator opens the next academic year after its dry run, activates it and closes the old one", async ({
  page,
  as,
}) => {
  await as("admin");
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Curso académico" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Curso académico" })).toBeVisible();
  await expect(row(page, "Curso académico 2025-2026")).toContainText("Activo");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Abrir el curso siguiente" }).click();
  const dialog = page.getByRole("dialog", { name: "Abrir el curso siguiente" });
  await expect(dialog.getByLabel("Curso del que se copia")).toHaveValue("2025-2026");
  await expect(dialog.getByLabel("Identificador del curso nuevo")).toHaveValue("2026-2027");
  await dialog.getByRole("button", { name: "Ver qué se copiaría" }).click();
  await expect(
    dialog.getByRole("heading", { name: "Qué se copiaría de Curso académico 2025-2026 a Curso académico 2026-2027" }),
  ).toBeVisible();
  await expect(dialog.getByText("Convocatorias de matrícula")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Qué se omitiría" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(row(page, "Curso académico 2026-2027")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Abrir", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, "Curso académico 2026-2027")).toBeVisible();
  await expect(row(page, "Curso académico 2026-2027")).not.toContainText("Activo");

  await confirmAction(page, "Activar", "Curso académico 2026-2027", "Activar el curso académico");
  await expect(row(page, "Curso académico 2026-2027")).toContainText("Activo");
  await expect(row(page, "Curso académico 2025-2026")).not.toContainText("Activo");

  await confirmAction(page, "Cerrar", "Curso académico 2025-2026", "Cerrar el curso académico");
  await expect(row(page, "Curso académico 2025-2026")).toContainText("Cerrado");
  await expect(page.getByRole("button", { name: "Activar Curso académico 2025-2026" })).toHaveCount(0);

  // The later specs work on the demo's year: it takes requests and is the active one again.
  await confirmAction(page, "Reabrir", "Curso académico 2025-2026", "Reabrir el curso académico");
  await expect(row(page, "Curso académico 2025-2026")).not.toContainText("Cerrado");
  await confirmAction(page, "Activar", "Curso académico 2025-2026", "Activar el curso académico");
  await expect(row(page, "Curso académico 2025-2026")).toContainText("Activo");
});
