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

/** The id of a list row, read from its 'Ver la solicitud N' button. */
export async function rowId(row: Locator): Promise<string> {
  const label = await row.getByRole("button", { name: /^Ver la solicitud \d+$/ }).getAttribute("aria-label");
  return label!.replace(/\D/g, "");
}

export const rowById = (page: Page, id: string) =>
  page.getByRole("row").filter({ has: page.getByRole("button", { name: `Ver la solicitud ${id}`, exact: true }) });
