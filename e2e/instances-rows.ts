import type { Locator, Page } from "@playwright/test";
import { pdf } from "../lib/testing/files";

// The instances specs share the one e2e database and run in their names' order: the student's
// requests first (their list starts with the demo's one open request), then staff's, then templates.

/** A PDF for a file input. */
export const pdfFile = async (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: await pdf(`Documento ${name}`),
});

export const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** A list row's entry registry code, read from its 'Ver la solicitud de … (E-2026-000010)' button. */
export async function rowCode(row: Locator): Promise<string> {
  const label = await row
    .getByRole("button", { name: /^Ver la solicitud de .+ \(E-\d{4}-\d{6}\)$/ })
    .getAttribute("aria-label");
  return label!.match(/\((E-\d{4}-\d{6})\)$/)![1]!;
}

/** A row's '<verb> la solicitud de … (<code>)' button: a request is named by its instancia and registry code. */
export const rowButton = (scope: Page | Locator, verb: string, code: string) =>
  scope.getByRole("button", { name: new RegExp(`^${verb} la solicitud de .+ \\(${code}\\)$`) });

export const rowByCode = (page: Page, code: string) =>
  page.getByRole("row").filter({ has: rowButton(page, "Ver", code) });

/** The id the staff filter 'Id de la solicitud' takes, which no screen shows: the address the row's 'Ver' reads. */
export async function rowId(page: Page, code: string): Promise<string> {
  const [request] = await Promise.all([
    page.waitForRequest(/\/instances-api\/instances\/\d+$/),
    rowButton(page, "Ver", code).click(),
  ]);
  await page.keyboard.press("Escape");
  return request.url().match(/(\d+)$/)![1]!;
}
