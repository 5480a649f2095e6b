import { expect, test } from "./fixtures";

test("an admin creates a template, previews it inert, assigns it and sends a test that honestly stays queued", async ({
  page,
  as,
}) => {
  await as("admin");
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Notificaciones" }).click();
  await expect(page.getByText("No hay servidor de correo configurado (SMTP_URL)")).toBeVisible();
  await page.getByRole("tab", { name: "Plantillas" }).click();
  await page.getByRole("button", { name: "Nueva plantilla" }).click();

  const editor = page.getByRole("dialog", { name: "Nueva plantilla" });
  await editor.getByRole("button", { name: "Guardar" }).click();
  await expect(editor.getByText("Este campo es obligatorio").first()).toBeVisible();
  await editor.getByLabel("Tipo").selectOption({ label: "Instructores" });
  await editor.getByLabel("Referencia").fill("e2e-listas");
  await editor.getByLabel("Título").fill("Tus listas");
  await editor
    .getByLabel("Texto (HTML)")
    .fill(
      `<h2>Listas</h2>{{list}}<img src="x" onerror="document.title='hackeado'"><script>document.title='hackeado'</script>`,
    );
  const preview = editor.frameLocator('iframe[title="Vista previa"]');
  await expect(preview.getByRole("heading", { name: "Listas" })).toBeVisible();
  await expect(preview.getByText("Álvarez Ruiz, Marta")).toBeVisible();
  await editor.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Plantilla creada")).toBeVisible();
  expect(await page.title()).not.toBe("hackeado");

  const row = page.getByRole("row").filter({ hasText: "e2e-listas" });
  await row.getByRole("button", { name: "Editar e2e-listas" }).click();
  const edit = page.getByRole("dialog", { name: "Editar plantilla e2e-listas" });
  await expect(edit.getByLabel("Texto (HTML)")).not.toHaveValue(/script|onerror/);
  await edit.getByLabel("Título").fill("Listas actuales de tus asignaturas");
  await edit.getByLabel("Texto (HTML)").fill("<p>Hola {{name}}</p>{{list}}");
  await edit.getByRole("button", { name: "Guardar" }).click();
  // The server's refusal lands in the form's error summary and under the field.
  const refused = edit.getByRole("alert", { name: "Hay errores en el formulario" });
  await expect(refused).toBeFocused();
  await expect(
    edit.getByText("Variables desconocidas en la plantilla: {{name}}. Variables disponibles: {{list}}").first(),
  ).toBeVisible();
  await expect(edit.getByLabel("Texto (HTML)")).toHaveAttribute("aria-invalid", "true");
  await edit.getByLabel("Texto (HTML)").fill("<p>Tus listas:</p>{{list}}");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Plantilla actualizada")).toBeVisible();
  // The list is refreshed from the server after the save: preview the stored version.
  await expect(row).toContainText("Listas actuales de tus asignaturas");

  await row.getByRole("button", { name: "Vista previa de e2e-listas" }).click();
  await expect(page.frameLocator('iframe[title="Vista previa de e2e-listas"]').getByText("Tus listas:")).toBeVisible();
  await page.keyboard.press("Escape");

  await row.getByRole("button", { name: "Enviar prueba de e2e-listas" }).click();
  await expect(
    page.getByText(/No hay servidor de correo configurado: el correo de prueba a .+ queda en cola, sin enviar/),
  ).toBeVisible();
  await expect(page.getByText(/Cola de correo: en cola [1-9]/)).toBeVisible();

  await page.getByRole("tab", { name: "Asignaciones" }).click();
  await page.getByRole("tab", { name: "Instructores" }).click();
  const panel = page.getByRole("tabpanel", { name: "Instructores" });
  await panel.getByRole("button", { name: "Nueva asignación" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva asignación (Instructores)" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Este campo es obligatorio")).toHaveCount(2);
  await dialog.getByLabel("Rol").selectOption({ label: "Personal de Administración y Servicios (PAS)" });
  await dialog.getByLabel("Plantilla").selectOption({ label: "e2e-listas — Listas actuales de tus asignaturas" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Asignación creada")).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: "Personal de Administración y Servicios" })).toContainText(
    "e2e-listas",
  );

  // The open tabs live in the URL: a reload or a shared link opens the same ones.
  await expect(page).toHaveURL(/tab=asignaciones&tipo=instructores/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Asignaciones" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Instructores" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Plantillas" }).click();
  await expect(page).toHaveURL(/\?tab=plantillas$/);
});
