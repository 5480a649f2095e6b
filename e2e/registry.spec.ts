import { pdf } from "../lib/testing/files";
import { expect, test } from "./fixtures";

const pdfFile = async (name: string) => ({ name, mimeType: "application/pdf", buffer: await pdf(`Documento ${name}`) });

test("a secretary creates an entry through the wizard with a file, edits it and sees its history", async ({
  page,
  as,
}) => {
  await as("secretary");
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Libro de registro" }).click();
  await page.getByRole("tab", { name: "Nuevo registro" }).click();
  const wizard = page.getByRole("tabpanel", { name: "Nuevo registro" });

  // Datos requeridos: the code is required.
  const code = wizard.getByLabel("Código");
  await code.fill("x");
  await code.fill("");
  await expect(wizard.getByText("El código no es válido")).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Continuar" })).toBeDisabled();
  await code.fill("E2E-0001");
  await wizard.getByLabel(/^Libro\*?$/).selectOption("alumpresen");
  await wizard.getByLabel(/^Tipo\*?$/).selectOption({ label: "Entrada" });
  await wizard.getByRole("button", { name: "Continuar" }).click();

  // Búsqueda de usuario: a blank term is refused without asking the server.
  await wizard.getByRole("button", { name: "Buscar" }).click();
  await expect(wizard.getByText("Debe añadir un parámetro de búsqueda")).toBeVisible();
  await wizard.getByLabel("Buscar por").selectOption({ label: "Id o DNI" });
  await wizard.getByLabel("Término de búsqueda").fill("demo-alumno");
  await wizard.getByRole("button", { name: "Buscar" }).click();
  await wizard.getByRole("radio", { name: /Lucía García Fernández \(demo-alumno/ }).check();
  await expect(wizard.getByText("Usuario seleccionado: demo-alumno")).toBeVisible();
  await wizard.getByRole("button", { name: "Continuar" }).click();

  // Datos opcionales, with a file.
  await wizard.getByLabel("Destinatario").fill("Secretaría de alumnos");
  await wizard.getByLabel("Tipo de documento").fill("Instancia general");
  await wizard.getByLabel("Motivo").fill("Solicita certificado");
  await wizard.getByLabel("Archivo").setInputFiles(await pdfFile("solicitud.pdf"));
  await wizard.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Se ha guardado correctamente el registro")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Libro de registros" })).toHaveAttribute("aria-selected", "true");

  const row = page.getByRole("row").filter({ hasText: "E2E-0001" });
  await expect(row).toContainText("Entrada");
  await expect(row).toContainText("Alumnos presenciales");
  await expect(row.getByRole("link", { name: "Descargar solicitud.pdf" })).toBeVisible();
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: "Descargar solicitud.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("solicitud.pdf");

  await row.getByRole("button", { name: "Editar registro E2E-0001" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar registro E2E-0001" });
  await dialog.getByLabel("Destinatario").fill("Decanato");
  await dialog.getByLabel(/^Tipo\*?$/).selectOption({ label: "Salida" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Se ha actualizado correctamente el registro")).toBeVisible();
  await expect(row).toContainText("Salida");
  await expect(row).toContainText("Decanato");

  await row.getByRole("button", { name: "Editar registro E2E-0001" }).click();
  const history = dialog.getByRole("region", { name: "Historial del registro" });
  await expect(history.getByText("Destinatario: Secretaría de alumnos → Decanato")).toBeVisible();
  await expect(history.getByText("Tipo: Entrada → Salida")).toBeVisible();
  await expect(history.getByText(/Modificado por María José Pérez Gómez/)).toBeVisible();
  await expect(history.getByText(/Creado por María José Pérez Gómez/)).toBeVisible();
});

test("the book filters by type and exports the filtered rows as CSV", async ({ page, as }) => {
  await as("admin");
  await page.goto("/registry");
  const book = page.getByRole("tabpanel", { name: "Libro de registros" });
  await book.getByLabel("Tipo", { exact: true }).selectOption({ label: "Salida" });
  await book.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/type=EXIT/);
  await expect(page.getByRole("row").filter({ hasText: "Entrada" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    /\/registry-api\/export\?type=EXIT/,
  );
  const csv = await page.request.get((await page.getByRole("link", { name: "Exportar CSV" }).getAttribute("href"))!);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes(",Salida,"))).toBe(true);
});
