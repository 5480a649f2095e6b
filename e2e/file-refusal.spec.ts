import { startExtension } from "./enrollment-form";
import { expect, test } from "./fixtures";

// A refused file is shown on its field (and in the form's error summary), not only in a toast (issue 42 point 5).
const toasts = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Notificaciones" }).getByRole("alert");

test.describe("the document upload", () => {
  test.beforeEach(async ({ page, as }) => {
    await as("student");
    await page.goto("/documental");
    const upload = page.getByRole("tab", { name: "Subir documento" });
    await upload.click();
    await expect(upload).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Tipo de documento").selectOption({ label: "Certificado médico" });
  });

  test("a file of a type not taken is refused on its field before sending, with the types in its hint", async ({
    page,
  }) => {
    const field = page.getByLabel("Archivo");
    await expect(field).toHaveAccessibleDescription(/Tipos admitidos: PDF, PNG, JPG.*Tamaño máximo: \d+ MB/);
    await field.setInputFiles({
      name: "programa.exe",
      mimeType: "application/x-msdownload",
      buffer: Buffer.from("MZ"),
    });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Tipo de archivo no permitido\. Se aceptan: PDF, PNG, JPG/);
    await expect(page.getByText("Archivo seleccionado:")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a file the server refuses for its content (415) is marked on its field and in the error summary", async ({
    page,
  }) => {
    const field = page.getByLabel("Archivo");
    // Named like a PDF, so the picker lets it go; the server reads what it is.
    await field.setInputFiles({
      name: "falso.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00 no es un PDF"),
    });
    await page.getByRole("button", { name: "Enviar" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Hay errores en el formulario" });
    await expect(summary).toBeVisible();
    await summary.getByRole("link", { name: "Archivo" }).click();
    await expect(field).toBeFocused();
    await expect(
      page.getByRole("alert").filter({ hasText: /^Tipo de archivo no permitido\. Se aceptan: PDF/ }),
    ).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });
});

test("the enrolment's attachments refuse a file of a type not taken, and files over the limit together", async ({
  page,
  as,
}) => {
  await as("student");
  await page.goto("/enrollments?tab=nueva");
  const form = await startExtension(page);
  await form.getByRole("button", { name: "Continuar" }).click();
  await form.getByRole("button", { name: "Continuar" }).click();
  // The step is a region named 'Archivos' too.
  const field = form.getByRole("region", { name: "Archivos" }).getByLabel("Archivos");
  await expect(field).toHaveAccessibleDescription(
    /Tipos admitidos: PDF.*Tamaño máximo: 10 MB entre todos los archivos/,
  );
  const pdf = (name: string, megabytes: number) => ({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.alloc(megabytes * 1024 * 1024),
  });
  await field.setInputFiles([
    pdf("a.pdf", 1),
    { name: "programa.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") },
  ]);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Tipo de archivo no permitido\. Se aceptan: PDF/);
  await field.setInputFiles([pdf("a.pdf", 6), pdf("b.pdf", 6)]);
  await expect(field).toHaveAccessibleDescription(/Los archivos superan en total el tamaño máximo de 10 MB por envío/);
  await expect(form.getByText("Archivos seleccionados:")).toHaveCount(0);
  await field.setInputFiles([pdf("a.pdf", 1), pdf("b.pdf", 1)]);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Archivos seleccionados: a.pdf (1 MB), b.pdf (1 MB)")).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});
