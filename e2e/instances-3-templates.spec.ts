import { expect, test } from "./fixtures";
import { toast } from "./instances-rows";

test("the admin manages types and loads templates by CSV", async ({ page, as }) => {
  await as("admin");
  await page.goto("/instances");
  const list = page.getByRole("list", { name: "Listado de instancias" });
  await page.getByRole("button", { name: "Crear nueva instancia" }).click();
  const create = page.getByRole("dialog", { name: "Crear instancia" });
  await create.getByRole("button", { name: "Guardar" }).click();
  await expect(create.getByText("Este campo es obligatorio")).toBeVisible();
  await create.getByLabel("Nombre").fill("Becas");
  await create.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "La instancia se ha creado correctamente")).toBeVisible();
  await expect(list.getByText("Becas", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Editar Becas" }).click();
  const edit = page.getByRole("dialog", { name: "Editar instancia" });
  await edit.getByLabel("Nombre").fill("Becas y ayudas");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "La instancia se ha modificado correctamente")).toBeVisible();
  await expect(list.getByText("Becas y ayudas", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Eliminar Certificados" }).click();
  await page.getByRole("alertdialog", { name: "Eliminar instancia" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(
    toast(page, /No se puede eliminar el tipo de instancia porque hay plantillas que lo usan/),
  ).toBeVisible();
  await page.getByRole("alertdialog", { name: "Eliminar instancia" }).getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("button", { name: "Eliminar Becas y ayudas" }).click();
  await page.getByRole("alertdialog", { name: "Eliminar instancia" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(toast(page, "La instancia se ha eliminado correctamente")).toBeVisible();
  await expect(list.getByText("Becas y ayudas", { exact: true })).toHaveCount(0);

  await page.getByRole("tab", { name: "Plantillas" }).click();
  await page.getByLabel("Tipo de instancia (si el fichero no trae typeId)").selectOption({ label: "Exenciones" });
  const csv =
    "name,start,end,termId\nExención por familia numerosa,01/09/2026 09:00,30/09/2026 14:00,2025-2026\nExención por discapacidad,01/10/2026,31/10/2026,2025-2026\n";
  await page
    .getByLabel("Fichero CSV")
    .setInputFiles({ name: "plantillas.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Subir CSV" }).click();
  await expect(toast(page, "Las plantillas se han creado correctamente")).toBeVisible();
  const templates = page.getByRole("table", { name: "Plantillas de instancias" });
  await expect(templates.getByRole("row").filter({ hasText: "Exención por familia numerosa" })).toContainText(
    "01/09/2026 09:00",
  );
  await expect(templates.getByRole("row").filter({ hasText: "Exención por discapacidad" })).toContainText(
    "Curso académico 2025-2026",
  );
});

test("a secretary creates a template; 'Activa' waits for both dates", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/instances");
  await page.getByRole("tab", { name: "Instancias" }).click();
  await page.getByRole("button", { name: "Crear nueva instancia" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear instancia" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Este campo es obligatorio").first()).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Activa" })).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Nombre" }).fill("Certificado de estar matriculado");
  await dialog.getByLabel("Tipo de instancia").selectOption({ label: "Certificados" });
  for (const [group, date, time] of [
    ["Fecha de inicio", "2026-01-10", "09:00"],
    ["Fecha de fin", "2026-12-20", "14:00"],
  ]) {
    await dialog.getByRole("group", { name: group }).getByLabel("Fecha").fill(date!);
    await dialog.getByRole("group", { name: group }).getByLabel("Hora").fill(time!);
  }
  await dialog.getByLabel("Convocatoria").selectOption({ label: "Curso académico 2025-2026" });
  await dialog.getByRole("switch", { name: "Activa" }).click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "La plantilla se ha creado correctamente")).toBeVisible();
  const row = page
    .getByRole("table", { name: "Plantillas de instancias" })
    .getByRole("row")
    .filter({ hasText: "Certificado de estar matriculado" });
  await expect(row).toContainText("10/01/2026 09:00");
  await expect(row).toContainText("Sí");
  await expect(page.getByRole("heading", { name: "Subir plantillas por CSV" })).toHaveCount(0);
});
