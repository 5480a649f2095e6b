import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pdfPages, printedVerification } from "../lib/testing/pdf-text";
import { expect, test } from "./fixtures";

const NO_DOCUMENT = "No existe ningún documento con ese código";

/** The demo student's expediente.pdf, downloaded from 'Notas' → 'Expedientes', saved under the test's output folder. */
async function downloadProceeding(page: import("@playwright/test").Page): Promise<string> {
  await page.goto("/grades");
  await page.getByRole("tab", { name: "Expedientes" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Descargar el expediente de / }).first().click();
  const saved = path.join(test.info().outputDir, "expediente.pdf");
  await (await download).saveAs(saved);
  return saved;
}

test("the URL printed on an issued proceeding leads, without a session, to its verification and the original", async ({ page, as, browser }) => {
  await as("student");
  const saved = await downloadProceeding(page);
  const [first] = await pdfPages(readFileSync(saved));
  const printed = printedVerification(first!);
  expect(printed, "the PDF prints 'Puede verificar … en {URL}/verificar con el código {code}'").not.toBeNull();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(printed!.url);
  const result = visitor.getByRole("region", { name: "Documento auténtico emitido por el portal" });
  await expect(result).toContainText(printed!.code);
  await expect(result).toContainText("Expediente académico");
  await expect(result).toContainText("L*** G*** F***");
  await expect(result).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  const download = visitor.waitForEvent("download");
  await result.getByRole("link", { name: "Descargar el documento original (PDF)" }).click();
  const original = path.join(test.info().outputDir, "original.pdf");
  await (await download).saveAs(original);
  expect(readFileSync(original).equals(readFileSync(saved))).toBe(true);
});

test("the upload form recognises an issued PDF and refuses an altered copy", async ({ page, as, browser }) => {
  await as("student");
  const saved = await downloadProceeding(page);
  const bytes = readFileSync(saved);
  const altered = Buffer.from(bytes);
  const middle = Math.floor(altered.length / 2);
  altered[middle] = altered[middle]! ^ 1;
  const alteredPath = path.join(test.info().outputDir, "alterado.pdf");
  writeFileSync(alteredPath, altered);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/verificar");
  await visitor.getByLabel("Archivo PDF").setInputFiles(saved);
  await visitor.getByRole("button", { name: "Comprobar archivo" }).click();
  await expect(visitor.getByText("El archivo es un documento emitido por el portal y no ha sido modificado.")).toBeVisible();
  await expect(visitor.getByText("Expediente académico")).toBeVisible();

  await visitor.getByLabel("Archivo PDF").setInputFiles(alteredPath);
  await visitor.getByRole("button", { name: "Comprobar archivo" }).click();
  await expect(visitor.getByText("Este archivo no es un documento emitido por el portal, o ha sido modificado después de emitirse")).toBeVisible();
});

test("a typed code opens its page; an unknown one says so", async ({ page }) => {
  await page.goto("/verificar");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText("Escribe el código de verificación")).toBeVisible();
  await page.getByLabel("Código de verificación").fill("zzzz zzzz zzzz zzzz zzzz zzzz");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/verificar\/ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ$/);
  await expect(page.getByText(NO_DOCUMENT)).toBeVisible();
});
