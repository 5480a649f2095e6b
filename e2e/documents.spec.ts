import { pdf } from "../lib/testing/files";
import { expect, signInAs, test } from "./fixtures";

const pdfFile = async (name: string) => ({ name, mimeType: "application/pdf", buffer: await pdf(`Documento ${name}`) });

test("a student uploads a PDF and sees it pending", async ({ page, as }) => {
  await as("student");
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Gestor documental" }).click();
  // The tab is clicked again until it opens: a click that lands before the page is interactive is lost.
  const upload = page.getByRole("tab", { name: "Subir documento" });
  await expect(async () => {
    await upload.click();
    await expect(upload).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "No se ha seleccionado tipo de archivo o el archivo es inválido" }),
  ).toBeVisible();

  await page.getByLabel("Tipo de documento").selectOption({ label: "Certificado médico" });
  await page.getByLabel("Archivo").setInputFiles(await pdfFile("baja-medica.pdf"));
  await page.getByRole("button", { name: "Enviar" }).click();
  const receipt = page.getByRole("region", { name: "Documento enviado" });
  await expect(receipt).toContainText("Tipo de documentoCertificado médico");
  await expect(receipt).toContainText("Archivobaja-medica.pdf");
  await expect(receipt).toContainText(/Fecha y hora\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await receipt.getByRole("button", { name: "Ver tus documentos" }).click();
  await expect(page.getByRole("tab", { name: "Tus documentos" })).toHaveAttribute("aria-selected", "true");
  const row = page.getByRole("row").filter({ hasText: "baja-medica.pdf" });
  await expect(row.getByText("Pendiente")).toBeVisible();
  await expect(row).toHaveAttribute("aria-current", "true");
});

test("the coordinator filters pending, rejects one with a reason and approves another; the student sees both", async ({
  page,
  as,
  browser,
}) => {
  await as("coordinator");
  await page.goto("/documental");
  await page.getByRole("switch", { name: "Mostrar solo pendientes" }).click();
  await expect(page).toHaveURL(/pending=true/);
  await page.getByRole("combobox", { name: "Filtrar por alumno" }).fill("Lucía García");
  await page.getByRole("option", { name: /^García Fernández, Lucía/ }).click();
  await expect(page).toHaveURL(/studentId=demo-alumno/);
  const rows = page.getByRole("row").filter({ hasText: "Pendiente" });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Aprobado" })).toHaveCount(0);

  const toReject = rows.first();
  const rejectName = (await toReject.getByRole("link").first().textContent())!.trim();
  await toReject.getByRole("button", { name: /^Rechazar/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rechazar documento" });
  await dialog.getByRole("button", { name: "Rechazar" }).click();
  await expect(dialog.getByText("Se necesita un motivo para el rechazo de un documento")).toBeVisible();
  await dialog.getByLabel("Motivo").fill("La copia no es legible");
  await dialog.getByRole("button", { name: "Rechazar" }).click();
  await expect(page.getByText("Documento rechazado")).toBeVisible();

  // The demo student's rejected document may be approved: it is not approved yet.
  await page.getByRole("switch", { name: "Mostrar solo pendientes" }).click();
  const rejected = page.getByRole("row").filter({ hasText: "justificante-matricula.pdf" });
  await rejected.getByRole("button", { name: /^Aprobar/ }).click();
  await expect(page.getByText("Documento aprobado")).toBeVisible();
  await expect(rejected.getByText("Aprobado")).toBeVisible();

  const studentPage = await browser.newPage();
  await signInAs(studentPage, "student");
  await studentPage.goto("/documental");
  await expect(
    studentPage.getByRole("row").filter({ hasText: rejectName }).getByText("Rechazado por: La copia no es legible"),
  ).toBeVisible();
  await expect(
    studentPage.getByRole("row").filter({ hasText: "justificante-matricula.pdf" }).getByText("Aprobado"),
  ).toBeVisible();
  await studentPage.close();
});

test("an admin adds and deletes a document type", async ({ page, as }) => {
  await as("admin");
  await page.goto("/documental");
  await page.getByRole("button", { name: "Añadir" }).click();
  await expect(page.getByText("Este campo es obligatorio")).toBeVisible();
  await page.getByLabel("Nuevo tipo de documento").fill("Certificado de empadronamiento");
  await page.getByRole("button", { name: "Añadir" }).click();
  const types = page.getByRole("list", { name: "Tipos de documento" });
  await expect(types.getByText("Certificado de empadronamiento")).toBeVisible();
  await page.getByRole("button", { name: "Eliminar Certificado de empadronamiento" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Tipo de documento eliminado")).toBeVisible();
  await expect(types.getByText("Certificado de empadronamiento")).toHaveCount(0);

  await page.getByRole("button", { name: "Eliminar Certificado de idiomas" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText(/^Ocurrió un error: No se puede eliminar el tipo de documento/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(types.getByText("Certificado de idiomas")).toBeVisible();
});
