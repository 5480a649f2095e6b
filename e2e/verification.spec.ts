import AxeBuilder from "@axe-core/playwright";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pdfPages, printedVerification } from "../lib/testing/pdf-text";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A file path in this test's output folder (created on first use). */
function outputFile(name: string): string {
  mkdirSync(test.info().outputDir, { recursive: true });
  return path.join(test.info().outputDir, name);
}

const NO_DOCUMENT = "No existe ningún documento con ese código";

/**
 * A PDF the demo seed issued: the demo student's approved language certificate, from 'Gestor
 * Documental' (her expediente.pdf may have been replaced by another spec's upload), saved under the test's output folder.
 */
async function downloadIssuedDocument(page: Page): Promise<string> {
  await page.goto("/documental");
  const href = await page.getByRole("link", { name: "Descargar certificado-b2-ingles.pdf" }).getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const saved = outputFile("certificado-b2-ingles.pdf");
  writeFileSync(saved, await res.body());
  return saved;
}

test("the URL printed on an issued document leads, without a session, to its verification and the original", async ({
  page,
  as,
  browser,
}) => {
  await as("student");
  const saved = await downloadIssuedDocument(page);
  const [first] = await pdfPages(readFileSync(saved));
  const printed = printedVerification(first!);
  expect(printed, "the PDF prints 'Puede verificar … en {URL}/verificar con el código {code}'").not.toBeNull();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(printed!.url);
  const result = visitor.getByRole("region", { name: "Documento auténtico emitido por el portal" });
  await expect(result).toContainText(printed!.code);
  await expect(result).toContainText("Certificado de idiomas");
  await expect(result).toContainText("L*** G*** F***");
  await expect(result).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const { violations } = await new AxeBuilder({ page: visitor })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  const download = visitor.waitForEvent("download");
  await result.getByRole("link", { name: "Descargar el documento original (PDF)" }).click();
  const original = outputFile("original.pdf");
  await (await download).saveAs(original);
  expect(readFileSync(original).equals(readFileSync(saved))).toBe(true);
});

test("the upload form recognises an issued PDF and refuses an altered copy", async ({ page, as, browser }) => {
  await as("student");
  const saved = await downloadIssuedDocument(page);
  const bytes = readFileSync(saved);
  const altered = Buffer.from(bytes);
  const middle = Math.floor(altered.length / 2);
  altered[middle] = altered[middle]! ^ 1;
  const alteredPath = outputFile("alterado.pdf");
  writeFileSync(alteredPath, altered);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/verificar");
  await visitor.getByLabel("Archivo PDF").setInputFiles(saved);
  await visitor.getByRole("button", { name: "Comprobar archivo" }).click();
  await expect(
    visitor.getByText("El archivo es un documento emitido por el portal y no ha sido modificado."),
  ).toBeVisible();
  await expect(visitor.getByText("Certificado de idiomas")).toBeVisible();

  await visitor.getByLabel("Archivo PDF").setInputFiles(alteredPath);
  await visitor.getByRole("button", { name: "Comprobar archivo" }).click();
  await expect(
    visitor.getByText(
      "Este archivo no es un documento emitido por el portal, o ha sido modificado después de emitirse",
    ),
  ).toBeVisible();
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
