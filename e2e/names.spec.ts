import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test("the student picker finds a student by name and is used with the keyboard alone", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/instances");
  await page.getByRole("tab", { name: "Crear solicitud" }).click();
  const picker = page.getByRole("combobox", { name: "Alumno" });
  // Typed before the island hydrates, a value never reaches its state: type again until it does.
  await expect(async () => {
    await picker.fill("garcia fern");
    await expect(page.getByRole("listbox", { name: "Alumno" })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  const option = page.getByRole("option", { name: /^García Fernández, Lucía/ });
  await expect(option).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  const options = page.getByRole("option");
  const index = (await options.allTextContents()).findIndex((t) => t.startsWith("García Fernández, Lucía"));
  for (let i = 0; i <= index; i++) await picker.press("ArrowDown");
  await expect(picker).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await picker.press("Enter");
  await expect(page.getByText("Alumno seleccionado:")).toContainText("García Fernández, Lucía");
});

test("a DNI finds the student too; Escape closes the suggestions", async ({ page, as }) => {
  await as("coordinator");
  await page.goto("/documental");
  const picker = page.getByRole("combobox", { name: "Filtrar por alumno" });
  await expect(async () => {
    await picker.fill("García Fernández");
    await expect(page.getByRole("option").first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const dni = (await page.getByRole("option", { name: /^García Fernández, Lucía/ }).textContent())!.match(
    /[0-9XYZ][0-9]{7}[A-Z]/,
  )![0];
  await picker.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await picker.fill(dni);
  await expect(page.getByText("1 alumno encontrado")).toBeVisible();
  await page.getByRole("option", { name: /^García Fernández, Lucía/ }).click();
  await expect(page).toHaveURL(/studentId=demo-alumno/);
  await expect(page.getByText("Documentos de García Fernández, Lucía")).toBeVisible();
});

test("staff lists name the student, 'Apellidos, Nombre' with the DNI, never by id", async ({ page, as }) => {
  await as("instructor");
  await page.goto("/exams");
  await page.getByRole("tab", { name: "Reservas" }).click();
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Alumno" }) });
  await expect(table.getByRole("columnheader", { name: "Id" })).toHaveCount(0);
  await expect(table.getByRole("row").nth(1)).toContainText(/[^,]+, [^,]+[0-9XYZ][0-9]{7}[A-Z]/);
});

test("the registry shows its books by their Spanish names", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/registry");
  const books = page.getByLabel("Libro", { exact: true }).first().locator("option");
  await expect(books).toHaveText(["Todos", "General", "Alumnos en línea", "Alumnos presenciales"]);
  await expect(page.getByRole("cell", { name: /^(general|alumonline|alumpresen)$/ })).toHaveCount(0);
});
