import { expect, test } from "./fixtures";

test("staff create an interaction through the wizard, edit it and delete it", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/interactions");
  await page.getByRole("tab", { name: "Nueva interacción" }).click();
  for (const label of ["Titulación", "Asignatura", "Alumno"]) {
    const select = page.getByRole("combobox", { name: label, exact: true });
    await expect(select.locator("option").nth(1)).toBeAttached();
    await select.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Continuar" }).click();
  }
  await expect(page.getByText("Es necesario un comentario para generar una interacción nueva")).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar" })).toBeDisabled();
  await page.getByLabel("Tipo de interacción").selectOption("Presencial");
  await page.getByLabel("Comentario").fill("Acude a secretaría por el certificado");
  await page.getByRole("button", { name: "Guardar" }).click();
  // The interaction is named by its type, its student and its date, never by its id (issue 42).
  await expect(page.getByText(/^Interacción «Presencial» con .+ creada$/)).toBeVisible();

  await expect(page.getByRole("tab", { name: "Interacciones", exact: true })).toHaveAttribute("aria-selected", "true");
  const editLabel = await page
    .getByRole("row")
    .filter({ hasText: "Acude a secretaría por el certificado" })
    .getByRole("button", { name: /^Editar la interacción «Presencial» con .+ del \d\d\/\d\d\/\d{4} \d\d:\d\d$/ })
    .getAttribute("aria-label");
  const named = editLabel!.replace("Editar la interacción ", "");
  const edit = page.getByRole("button", { name: editLabel!, exact: true });
  const row = page.getByRole("row").filter({ has: edit });

  await edit.click();
  const dialog = page.getByRole("dialog", { name: editLabel!, exact: true });
  await dialog.getByLabel("Comentario").fill("");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Es necesario un comentario para generar una interacción nueva")).toBeVisible();
  await dialog.getByLabel("Comentario").fill("Recoge el certificado en persona");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(`Interacción ${named} actualizada`)).toBeVisible();
  await expect(row.getByText("Recoge el certificado en persona")).toBeVisible();

  await row.getByRole("button", { name: `Eliminar la interacción ${named}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(`¿Seguro que quieres eliminar la interacción ${named}?`)).toBeVisible();
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText(`Interacción ${named} eliminada`)).toBeVisible();
  await expect(edit).toHaveCount(0);
});

test("an instructor only sees interactions with their own students", async ({ page, as }) => {
  await as("instructor");
  await page.goto("/interactions?size=100");
  await expect(page.getByRole("table", { name: "Interacciones" }).getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("tab", { name: "Nueva interacción" }).click();
  await expect(page.getByRole("combobox", { name: "Titulación", exact: true }).locator("option").nth(1)).toBeAttached();
});
