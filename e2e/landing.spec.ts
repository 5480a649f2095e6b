import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const pendingCards = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Pendiente" }).getByRole("heading", { level: 2 });

test("the student's landing shows what is pending, each card leading to its place", async ({ page, as }) => {
  await as("student");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Bienvenido\/a, /);
  await expect(pendingCards(page)).toHaveText([
    "Elección de examen",
    "Convocatorias de matrícula abiertas",
    "Convocatorias de TFG/TFM abiertas",
    "Documentos rechazados",
    "Matrículas sin archivos adjuntos",
    "Encuestas pendientes",
    "Instancias en trámite",
  ]);
  await expect(page.getByText(/^No se ha podido consultar/)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.getByRole("link", { name: "Encuestas pendientes" }).click();
  await expect(page).toHaveURL(/\/grades$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notas" })).toBeVisible();
});

test("the secretary's landing shows the open instances and the TFG requests to decide", async ({ page, as }) => {
  await as("secretary");
  await expect(pendingCards(page)).toHaveText(["Instancias abiertas", "Solicitudes de TFG/TFM por decidir"]);
  await expect(page.getByText(/^No se ha podido consultar/)).toHaveCount(0);

  const open = page.getByRole("region", { name: "Instancias abiertas" });
  const count = Number(await open.locator(".text-3xl").textContent());
  await open.getByRole("link", { name: "Instancias abiertas" }).click();
  await expect(page).toHaveURL(/\/instances\?status=OPEN/);
  // The card's number is the list's: every open request, from the day the oldest came in.
  const total = count === 1 ? "1 resultado" : `${count.toLocaleString("es-ES")} resultados`;
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();

  await page.goto("/");
  await page.getByRole("link", { name: "Solicitudes de TFG/TFM por decidir" }).click();
  await expect(page).toHaveURL(/\/tfg\?tab=requests$/);
});
