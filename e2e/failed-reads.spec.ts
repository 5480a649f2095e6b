import type { Page } from "@playwright/test";
import { openExamChoice } from "./exam-choice";
import { expect, test } from "./fixtures";
import { pickStudent } from "./student-picker";

// Every list a client island reads: the read answers 500, and the screen says it failed instead of
// showing an empty list (issue 23). Lists that the server renders show their LoadError on their own.
const REASON = "Fallo forzado por la prueba";
const GENERIC = `Ocurrió un error: ${REASON}`;

/** Makes the browser's GET reads of `path` (a pathname, or a test of it) answer 500 with the portal's error body. */
async function failReads(page: Page, path: string | RegExp) {
  await page.route(
    (url) => (typeof path === "string" ? url.pathname === path : path.test(url.pathname)),
    (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: REASON }) })
        : route.fallback(),
  );
}

test("a student choosing an exam: the venues' failed read is said, not 'No hay sedes disponibles'", async ({
  page,
  as,
}) => {
  await as("student");
  await failReads(page, /^\/exams-api\/exams\/\d+\/venues$/);
  await page.goto("/exams");
  const { dialog } = await openExamChoice(page, "Programación I", "A");
  await expect(dialog.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(dialog.getByText("No hay sedes disponibles")).toHaveCount(0);
});

test("exam support: a failed exam read in the management opened from its row, and a failed student search", async ({
  page,
  as,
}) => {
  await as("examManager");
  await failReads(page, /^\/exams-api\/exams\/\d+$/);
  await failReads(page, /^\/exams-api\/courses\/users\/[^/]+\/enrollments$/);
  await page.goto("/exams");
  await page.getByRole("table").getByRole("row").nth(1).getByRole("cell").first().click();
  await expect(page.getByRole("dialog").getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Exámenes extraordinarios" }).click();
  await pickStudent(page, "García Fernández", /^García Fernández, Lucía/, "Alumno");
  await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(page.getByText("no está matriculado en ninguna asignatura")).toHaveCount(0);

  await page.getByRole("tab", { name: "Peticiones fuera de plazo" }).click();
  const panel = page.getByRole("tabpanel", { name: "Peticiones fuera de plazo" });
  await failReads(page, "/exams-api/students");
  await panel.getByRole("combobox", { name: "Alumno" }).fill("García");
  await expect(panel.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(panel.getByText("No se ha encontrado ningún alumno")).toHaveCount(0);
});

test("instances: a request's failed detail read is said in its dialog", async ({ page, as }) => {
  await as("secretary");
  await failReads(page, /^\/instances-api\/instances\/\d+$/);
  await page.goto("/instances");
  await page
    .getByRole("button", { name: /^Ver la solicitud de / })
    .first()
    .click();
  await expect(page.getByRole("dialog").getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
});

test("instances on behalf: a failed student search is said, no student is taken", async ({ page, as }) => {
  await as("coordinator");
  await failReads(page, /^\/student-record-api\/users\//);
  await page.goto("/instances");
  await page.getByRole("tab", { name: "Crear solicitud" }).click();
  await page.getByRole("combobox", { name: "Alumno" }).fill("García");
  await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(page.getByText("Alumno seleccionado:")).toHaveCount(0);
});

test("a new interaction: the degrees' failed read is said at the field, not an empty choice", async ({ page, as }) => {
  await as("secretary");
  await failReads(page, "/interactions-api/titulations");
  await page.goto("/interactions?tab=nueva");
  await expect(page.getByRole("tab", { name: "Nueva interacción" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(GENERIC)).toBeVisible();
});

test("a registry entry's person search: its failed read is said, not 'No se ha encontrado ningún alumno'", async ({
  page,
  as,
}) => {
  await as("secretary");
  await failReads(page, /^\/student-record-api\/users\//);
  await page.goto("/registry?tab=nuevo");
  const wizard = page.getByRole("tabpanel", { name: "Nuevo registro" });
  await wizard.getByRole("button", { name: "Continuar" }).click();
  await wizard.getByRole("combobox", { name: "Usuario" }).fill("garcia");
  await expect(wizard.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(wizard.getByText("No se ha encontrado ningún alumno")).toHaveCount(0);
});

test("a student's grades in the student record: their failed read is said", async ({ page, as }) => {
  await as("secretary");
  await failReads(page, /^\/student-record-api\/grades\//);
  await page.goto("/student-record");
  await page.getByLabel("Buscar por").selectOption({ label: "Apellidos" });
  await page.getByLabel("Término de búsqueda").fill("garcia fernandez");
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.getByRole("link", { name: "Ver ficha de Lucía García Fernández" }).click();
  await page.getByRole("tab", { name: "Notas del alumno", exact: true }).click();
  await page.getByLabel("Convocatoria").selectOption({ index: 1 });
  await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
});

test("a TFG area request: the degrees' failed read is said in the wizard", async ({ page, as }) => {
  await as("student");
  await failReads(page, "/tfg-api/degrees");
  await page.goto("/tfg");
  await page.getByRole("button", { name: "Crear solicitud de área temática" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear solicitud de área temática" });
  await expect(dialog.getByText(GENERIC).first()).toBeVisible();
});
