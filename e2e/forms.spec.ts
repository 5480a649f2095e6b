import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

// The shared form kit (components/ui/use-api-form.ts): a failed submit shows the error summary at the
// top of the form, with focus on it and one link per field; a success clears it.

test("the instance type form: the summary takes focus, its link focuses the field, a success clears it", async ({
  page,
  as,
}) => {
  await as("admin");
  await page.goto("/instances");
  await page.getByRole("button", { name: "Crear nueva instancia" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear instancia" });
  await dialog.getByRole("button", { name: "Guardar" }).click();

  const summary = dialog.getByRole("alert").filter({ hasText: "Hay errores en el formulario" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Este campo es obligatorio" })).toHaveCount(0);
  const link = summary.getByRole("link", { name: "Nombre", exact: true });
  await link.click();
  await expect(dialog.getByLabel("Nombre")).toBeFocused();
  await expect(dialog.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");

  await page.keyboard.type("Prácticas");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("La instancia se ha creado correctamente")).toBeVisible();
  await expect(page.getByText("Hay errores en el formulario")).toHaveCount(0);
});

test("the student's request dialog says why 'Crear solicitud' is disabled", async ({ page, as }) => {
  await as("student");
  await page.goto("/instances");
  await page.getByRole("button", { name: "Solicitar Certificado académico personal" }).click();
  const dialog = page.getByRole("dialog");
  const create = dialog.getByRole("button", { name: "Crear solicitud" });
  await expect(create).toBeDisabled();
  await expect(dialog.getByText("Adjunta el fichero de la solicitud", { exact: true })).toBeVisible();
  await expect(create).toHaveAccessibleDescription("Adjunta el fichero de la solicitud");
});

/** The admin's 'Administrar' upload of one course's enrolment capacity (available or not). */
async function setCourseAvailable(page: Page, code: string, available: boolean) {
  await page.goto("/enrollments?tab=administrar");
  await page.getByRole("tab", { name: "Administrar" }).click();
  await page.getByLabel("Fichero CSV").setInputFiles({
    name: "cursos.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`courseId,credits,available,enrollments,maxEnrollments\n${code},6,${available},0,60\n`),
  });
  await page.getByRole("button", { name: "Subir" }).click();
  await expect(page.getByText("Asignaturas subidas: 1")).toBeVisible();
}

test("the enrolment wizard: the server's refusal shows the summary, its link opens the step and focuses the field, a success clears it", async ({
  browser,
  page,
  as,
}) => {
  await as("student");
  await page.goto("/enrollments?tab=nueva");
  await page.getByRole("radio", { name: /Extensión de matrícula 2025-2026/ }).check();
  const form = page.getByRole("form", { name: "Solicitud de extensión de matrícula" });
  const courses = form.getByRole("group", { name: "Asignaturas" });
  const chosen = courses.getByRole("checkbox").nth(1);
  const label = await chosen.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? "");
  const code = /\(([^)]+)\) ·/.exec(label)![1]!;
  await chosen.check();
  for (let step = 0; step < 3; step++) await form.getByRole("button", { name: "Continuar" }).click();
  await expect(form.getByRole("region", { name: "Revisión" })).toBeVisible();

  // Meanwhile the administration closes the course's enrolment: the server refuses it (400, on 'courses').
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, "admin");
  await setCourseAvailable(admin, code, false);

  await form.getByRole("button", { name: "Enviar" }).click();
  const summary = form.getByRole("alert").filter({ hasText: "Hay errores en el formulario" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Asignaturas", exact: true }).click();
  await expect(form.getByRole("region", { name: "Estudios" })).toBeVisible();
  await expect(courses.getByRole("checkbox").first()).toBeFocused();

  await setCourseAvailable(admin, code, true);
  await admin.context().close();
  for (let step = 0; step < 3; step++) await form.getByRole("button", { name: "Continuar" }).click();
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Petición registrada")).toBeVisible();
  await expect(page.getByText("Hay errores en el formulario")).toHaveCount(0);
  await page
    .getByRole("region", { name: "Solicitud de extensión de matrícula registrada" })
    .getByRole("button", { name: "Aceptar" })
    .click();

  // Leave the call without a pending request of the student's, for the other enrolment tests.
  const row = page.getByRole("table", { name: "Solicitudes realizadas" }).getByRole("row").nth(1);
  await row.getByRole("button", { name: /^Eliminar la solicitud/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Petición eliminada")).toBeVisible();
});
