import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

test("a student sees grades with the survey button and downloads expediente.pdf", async ({ page, as }) => {
  await as("student");
  await page.goto("/grades");
  // One table per academic year (issue 43): the demo's grades are all of 2025-2026.
  const grades = page.getByRole("table", { name: "Notas del curso 2025-2026" });
  const survey = grades.getByRole("link", { name: "Tienes encuestas pendientes" }).first();
  await expect(survey).toBeVisible();
  await expect(survey).toHaveAttribute("target", "_blank");
  await expect(survey).toHaveAttribute("rel", /noopener/);

  await page.getByRole("tab", { name: "Expedientes" }).click();
  const download = page.waitForEvent("download");
  await page
    .getByRole("link", { name: /^Descargar el expediente de / })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("expediente.pdf");
  const saved = path.join(test.info().outputDir, "expediente.pdf");
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a role without the service sees 'No tienes permisos para ver esta página'", async ({ page, as }) => {
  await as("instructor");
  await page.goto("/grades");
  await expect(page.getByRole("heading", { name: "No tienes permisos para ver esta página" })).toBeVisible();
});
