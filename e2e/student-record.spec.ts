import { pdf } from "../lib/testing/files";
import { expect, test } from "./fixtures";

const tab = (page: import("@playwright/test").Page, name: string) => page.getByRole("tab", { name, exact: true });

test("a secretary finds a student by a surname without accents and works through every tab", async ({ page, as }) => {
  await as("secretary");
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Ficha de alumno" }).click();
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByText("Ficha de alumno")).toBeVisible();
  await page.getByLabel("Buscar por").selectOption({ label: "Apellidos" });
  await page.getByLabel("Término de búsqueda").fill("garcia fernandez");
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.getByRole("link", { name: "Ver ficha de Lucía García Fernández" }).click();
  await expect(page.getByRole("heading", { name: "Lucía García Fernández" })).toBeVisible();

  await expect(tab(page, "Información personal")).toHaveAttribute("aria-selected", "true");
  // The person by name and DNI; their login id is nobody's business.
  const personal = page.getByRole("tabpanel", { name: "Información personal" });
  await expect(personal.getByText("García Fernández", { exact: true })).toBeVisible();
  await expect(personal.getByText(/^\d{8}[A-Z]$/)).toBeVisible();
  await expect(personal.getByText("demo-alumno")).toHaveCount(0);

  await tab(page, "Asignaturas disponibles").click();
  const courses = page.getByRole("table", { name: "Asignaturas disponibles" }).getByRole("row");
  // The header row and at least two courses, once the tab's table has loaded.
  await expect(courses.nth(2)).toBeVisible();
  await page.getByLabel("Filtrar asignaturas").fill("zzzz");
  await expect(page.getByText("No hay asignaturas")).toBeVisible();

  await tab(page, "Notas del alumno").click();
  await page.getByLabel("Convocatoria").selectOption({ index: 1 });
  await expect(page.getByRole("table", { name: "Notas del alumno" }).getByRole("row").nth(1)).toBeVisible();

  await tab(page, "Expedientes del alumno").click();
  const titulation = page.getByLabel("Titulación");
  if ((await titulation.inputValue()) === "") await titulation.selectOption({ index: 1 });
  await expect(page.getByText(/^Creado: \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar expediente.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("expediente.pdf");
  await page.getByRole("button", { name: "Subir expediente" }).click();
  await expect(page.getByText("No se ha seleccionado ningún archivo de expediente")).toBeVisible();
  await page
    .getByLabel("Archivo del expediente")
    .setInputFiles({ name: "nuevo.pdf", mimeType: "application/pdf", buffer: await pdf("Expediente nuevo") });
  await page.getByRole("button", { name: "Subir expediente" }).click();
  await expect(page.getByText("Expediente enviado")).toBeVisible();

  await tab(page, "Interacciones del alumno").click();
  await expect(
    page.getByRole("table", { name: "Interacciones del alumno" }).getByText("justificante-pago.pdf"),
  ).toBeVisible();
  await page.getByLabel("Comentario").fill("Se le explica el plazo de convalidaciones");
  await page.getByRole("button", { name: "Crear interacción" }).click();
  await expect(page.getByText("Interacción «Teléfono» con Lucía García Fernández creada")).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Interacciones del alumno" })
      .getByText("Se le explica el plazo de convalidaciones"),
  ).toBeVisible();

  await tab(page, "Enviar SMS").click();
  await page.getByRole("button", { name: "Enviar SMS" }).click();
  await expect(page.getByText("El texto está vacío, mensaje no enviado")).toBeVisible();
  const box = page.getByLabel("Texto del SMS");
  await box.fill("a".repeat(161));
  await expect(page.getByText(/161 caracteres · 2 SMS/)).toBeVisible();
  await box.fill("Recuerde traer el DNI a la revisión del examen");
  await expect(page.getByText(/46 caracteres · 1 SMS/)).toBeVisible();
  await expect(page.getByText(/cada SMS admite 70 caracteres/)).toBeVisible();
  await page.getByRole("button", { name: "Enviar SMS" }).click();
  // No gateway is configured in the e2e server: the message is queued, and the screen says so.
  await expect(
    page.getByRole("status").filter({ hasText: /^Último mensaje \(.+\): SMS en cola de envío/ }),
  ).toBeVisible();
});

test("an instructor sees 'Tus alumnos' and opens a student's file from it", async ({ page, as }) => {
  await as("instructor");
  await page.goto("/student-record");
  await tab(page, "Tus alumnos").click();
  const row = page
    .getByRole("table", { name: "Tus alumnos" })
    .getByRole("row")
    .filter({ hasText: "García Fernández, Lucía" });
  // Each student once, whatever the number of courses they share with the instructor.
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /^Ver ficha de/ }).click();
  await expect(page.getByRole("heading", { name: "Lucía García Fernández" })).toBeVisible();
  await expect(tab(page, "Enviar SMS")).toBeVisible();
});
