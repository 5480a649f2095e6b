import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

const toast = (page: import("@playwright/test").Page, text: string) => page.getByText(text, { exact: true }).first();

// Issue 37.1: an area's degrees and managers are set by the secretariat, the admin or the coordination
// of its degrees; its managers change its name and visibility only.

test("a secretary creates an area on the 'Áreas temáticas' tab, naming its managers", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/tfg?tab=areas");
  await page.getByRole("button", { name: "Nueva área temática" }).click();
  const form = page.getByRole("dialog", { name: "Nueva área temática" });
  await form.getByLabel("Nombre").fill("Área de prueba E2E");
  await form.getByRole("group", { name: "Titulaciones" }).getByRole("checkbox").first().check();
  // Every instructor with places in the degree is offered: demo-profesor among them.
  const managers = form.getByRole("group", { name: "Gestores" }).getByRole("checkbox");
  await expect(managers.first()).toBeVisible();
  for (const box of await managers.all()) await box.check();
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "Área temática guardada")).toBeVisible();
});

test("its manager renames it, sees its degrees and managers read-only, and neither creates nor deletes areas", async ({
  page,
  as,
}) => {
  await as("instructor");
  await page.goto("/tfg?tab=areas");
  await expect(page.getByRole("button", { name: "Nueva área temática" })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: "Área de prueba E2E" });
  await expect(row.getByRole("button", { name: "Eliminar Área de prueba E2E" })).toHaveCount(0);
  await row.getByRole("button", { name: "Editar Área de prueba E2E" }).click();
  const edit = page.getByRole("dialog", { name: "Editar área temática" });
  await expect(edit.getByRole("group", { name: "Titulaciones" })).toHaveCount(0);
  await expect(
    edit.getByText(
      "Las titulaciones y los gestores solo los cambian secretaría, administración o la coordinación de sus titulaciones.",
    ),
  ).toBeVisible();
  await edit.getByLabel("Nombre").fill("Área de prueba E2E renombrada");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "Área temática guardada")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Área de prueba E2E renombrada" })).toHaveCount(1);
});

test("the secretary deletes it after confirming", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/tfg?tab=areas");
  const renamed = page.getByRole("row").filter({ hasText: "Área de prueba E2E renombrada" });
  await renamed.getByRole("button", { name: "Eliminar Área de prueba E2E renombrada" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Eliminar área temática" });
  await confirm.getByRole("button", { name: "Volver" }).click();
  await expect(renamed).toHaveCount(1);
  await renamed.getByRole("button", { name: "Eliminar Área de prueba E2E renombrada" }).click();
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(toast(page, "Área temática eliminada")).toBeVisible();
  await expect(renamed).toHaveCount(0);
});
