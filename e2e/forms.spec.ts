import { expect, test } from "./fixtures";

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
  await expect(page.getByText("El tipo de instancia se ha creado correctamente")).toBeVisible();
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
