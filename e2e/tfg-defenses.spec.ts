import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

const toast = (page: import("@playwright/test").Page, text: string) => page.getByText(text, { exact: true }).first();
const COURT = "Tribunal de prueba E2E";

/** demo-alumno gets an ACCEPTED area request (through the API) so that the defense tab appears. */
test("setup: demo-alumno has an accepted area request", async ({ page, as }) => {
  await as("student");
  const degrees = (await (await page.request.get("/tfg-api/degrees")).json()) as Array<{ externalId: string }>;
  const degreeId = degrees[0]!.externalId;
  const terms = (await (
    await page.request.get(`/tfg-api/terms?type=AREA&degree=${degreeId}&open=true`)
  ).json()) as Array<{ id: number }>;
  const areas = (await (await page.request.get(`/tfg-api/degrees/${degreeId}/areas`)).json()) as Array<{ id: number }>;
  const directors = (await (
    await page.request.get(`/tfg-api/areas/instructors?ids=${degreeId}&areaId=${areas[0]!.id}`)
  ).json()) as Array<{ externalId: string }>;
  // Cookie-authenticated mutations must come from the portal's own origin, as a browser's do.
  const origin = { origin: new URL(page.url()).origin };
  const created = await page.request.post("/tfg-api/requests", {
    headers: origin,
    data: {
      userId: null,
      degreeId,
      termId: terms[0]!.id,
      areaId: areas[0]!.id,
      instructorId: directors[0]!.externalId,
      provisionalTitle: "Defensa de prueba",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await as("admin");
  expect((await page.request.post(`/tfg-api/requests/${id}/accept`, { headers: origin })).status()).toBe(200);
});

test("an instructor with area access builds a court with a slot and exports 'Tribunales de defensa.csv'", async ({
  page,
  as,
}) => {
  await as("instructor");
  await page.goto("/tfg?tab=courts");
  await page.getByRole("button", { name: "Nuevo tribunal" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo tribunal" });
  await expect(
    dialog.getByText("Realiza un guardado de directores para poder configurar sus periodos de disponibilidad"),
  ).toBeVisible();
  await dialog.getByLabel("Nombre").fill(COURT);
  const count = await dialog.getByLabel("Presidente").locator("option").count();
  await dialog.getByLabel("Presidente").selectOption({ index: count - 1 });
  await dialog.getByLabel("Secretario").selectOption({ index: count - 2 });
  await dialog.getByLabel("Vocal").selectOption({ index: count - 3 });
  for (const box of await dialog.getByRole("group", { name: "Titulaciones" }).getByRole("checkbox").all())
    await box.check();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "El tribunal se ha guardado correctamente")).toBeVisible();
  const edit = page.getByRole("dialog", { name: "Editar tribunal" });
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await edit.getByLabel("Fecha de la franja").fill(day);
  await edit.getByLabel("Hora de inicio").fill("09:00");
  await edit.getByRole("button", { name: "Añadir franja" }).click();
  await expect(edit.getByRole("cell", { name: "Libre" })).toBeVisible();
  await edit.getByRole("button", { name: "Cerrar" }).first().click();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  expect((await download).suggestedFilename()).toBe("Tribunales de defensa.csv");
});

test("the student asks for a defense in a free slot", async ({ page, as }) => {
  await as("student");
  await page.goto("/tfg?tab=defense");
  await page.getByRole("button", { name: "Solicitar defensa" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicitud de defensa" });
  await dialog.getByLabel("Solicitud a defender").selectOption({ index: 1 });
  await dialog.getByLabel("Periodo de defensa").selectOption({ label: "Defensas de la convocatoria ordinaria" });
  await dialog.getByLabel("Tribunal").selectOption({ label: COURT });
  await dialog.getByLabel("Fecha").selectOption({ index: 1 });
  await dialog.getByLabel("Hora").selectOption({ label: "09:00" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "La solicitud de defensa se ha creado correctamente")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Pendiente de revisión" }).first()).toBeVisible();
});

test("staff accept it with a place, and the student downloads the PDF", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/tfg?tab=defense");
  const row = page.getByRole("row").filter({ hasText: "Defensa de prueba" }).filter({ hasText: "Solicitada" });
  await row.getByRole("button", { name: /^Aceptar/ }).click();
  const dialog = page.getByRole("dialog", { name: "Aceptar defensa" });
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(dialog.getByText("Debes introducir un lugar para la defensa")).toBeVisible();
  await dialog.getByLabel("Lugar").fill("Aula 2.3");
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText("Aceptada, lugar de defensa: Aula 2.3").first()).toBeVisible();

  await as("student");
  await page.goto("/tfg?tab=defense");
  const download = page.waitForEvent("download");
  await page
    .getByRole("row")
    .filter({ hasText: "Aula 2.3" })
    .getByRole("link", { name: /Descargar PDF/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^Defensa TFG \d+ - .+\.pdf$/);
});
