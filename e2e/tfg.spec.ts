import { expect, test } from "./fixtures";
import { pickStudent } from "./student-picker";
import { createRequest, toast } from "./tfg-stepper";

test.describe.configure({ mode: "serial" });

test("a management list the user may not see says 'No tienes acceso a la gestión de TFGs' and goes to the landing", async ({
  page,
  as,
}) => {
  await as("student");
  await page.goto("/tfg?tab=management");
  await expect(toast(page, "No tienes acceso a la gestión de TFGs")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /^Bienvenido\/a/ })).toBeVisible();
});

test("an extraordinary request starts with the student, chosen by name; an unknown one is said, not chosen", async ({
  page,
  as,
}) => {
  await as("admin");
  await page.goto("/tfg?tab=extraordinary");
  const next = page.getByRole("button", { name: "Continuar" });
  await expect(next).toBeDisabled();
  const student = page.getByRole("combobox", { name: "Alumno" });
  // Typed before the wizard's island hydrates, a value never reaches its state: type again until it does.
  const search = (text: string, answer: RegExp) =>
    expect(async () => {
      await student.fill(text);
      await expect(page.getByText(answer)).toBeVisible({ timeout: 2_000 });
    }).toPass();
  await search("nadie nunca", /^No se ha encontrado ningún alumno$/);
  await expect(next).toBeDisabled();
  await search("Lucía García", /alumnos? encontrados?$/);
  await page.getByRole("option", { name: /^García Fernández, Lucía/ }).click();
  await expect(page.getByRole("textbox", { name: "Alumno" })).toHaveValue(/^García Fernández, Lucía · /);
  await next.click();
  await page.getByRole("combobox", { name: "Titulación" }).selectOption({ index: 1 });
  await expect(next).toBeEnabled();
});

test("a student creates requests with preferences A and B through the stepper, with directors who do not manage the area", async ({
  page,
  as,
}) => {
  await as("student");
  await page.goto("/tfg");
  await expect(page.getByRole("tab", { name: "Solicitudes de área temática" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Solicitudes de defensa" })).toHaveCount(0);
  await createRequest(page, 0, "Aprendizaje automático en la docencia", "A");
  await createRequest(page, 1, "Sistemas de recomendación", "B");
});

test("a coordinator filters, exports the CSV watching the progress, accepts one request and rejects another", async ({
  page,
  as,
}) => {
  await as("coordinator");
  await page.goto("/tfg");
  await page.getByText("Filtros").click();
  await page.getByLabel("Estado").selectOption("OPEN");
  await expect(page).toHaveURL(/status=OPEN/);
  await pickStudent(page, "García Fernández", /^García Fernández, Lucía/);
  await expect(page).toHaveURL(/studentId=demo-alumno/);
  await expect(page).toHaveURL(/status=OPEN/);
  await expect(page.getByText("Solicitudes de García Fernández, Lucía")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Solicitada" })).toHaveCount(2);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  await expect(toast(page, "Iniciando descarga en segundo plano.")).toBeVisible();
  await expect(page.getByRole("progressbar")).toBeVisible();
  expect((await download).suggestedFilename()).toBe("Solicitudes TFG.csv");
  await expect(toast(page, "Se ha completado el procesamiento del fichero.")).toBeVisible();

  const accepted = page.getByRole("row").filter({ hasText: "Aprendizaje automático en la docencia" });
  await accepted.getByRole("button", { name: /^Aceptar/ }).click();
  await page.getByRole("alertdialog", { name: "Aceptar solicitud" }).getByRole("button", { name: "Aceptar" }).click();
  await expect(toast(page, "Solicitud aceptada")).toBeVisible();

  await page
    .getByRole("row")
    .filter({ hasText: "Sistemas de recomendación" })
    .getByRole("button", { name: /^Rechazar/ })
    .click();
  const reject = page.getByRole("dialog", { name: "Rechazar petición" });
  await reject.getByLabel("Motivo").fill("El director no tiene plazas");
  await reject.getByRole("button", { name: "Rechazar" }).click();
  await expect(toast(page, "Solicitud rechazada")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Solicitada" })).toHaveCount(0);
});

test("the student downloads the PDF of the accepted request and now sees the defense tab", async ({ page, as }) => {
  await as("student");
  await page.goto("/tfg");
  await expect(page.getByRole("tab", { name: "Solicitudes de defensa" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Aprendizaje automático en la docencia" });
  await expect(row.getByText("Aceptada", { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "Sistemas de recomendación" })
      .getByText("Rechazada, razón: El director no tiene plazas"),
  ).toBeVisible();
  const pdf = row.getByRole("button", { name: /Descargar PDF/ });
  const pdfCall = "**/tfg-api/requests/*/pdf";
  await page.route(pdfCall, (route) => route.fulfill({ status: 500, json: { message: "Error interno" } }));
  await pdf.click();
  await expect(toast(page, "Ha habido un error al descargar el fichero")).toBeVisible();
  await page.unroute(pdfCall);
  const download = page.waitForEvent("download");
  await pdf.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Solicitud TFG \d+ - Lucía García Fernández\.pdf$/);
});

test("an admin uploads priority grades and allocations by CSV, and generates and applies a proposal", async ({
  page,
  as,
}) => {
  await as("admin");
  const mine = (await (await page.request.get("/tfg-api/requests?studentId=demo-alumno")).json()) as {
    content: Array<{ degreeId: string; academicYearId: number }>;
  };
  const { degreeId, academicYearId } = mine.content[0]!;
  await page.goto("/tfg?tab=grades");
  const grades = page.getByRole("region", { name: "Subir notas de prioridad (CSV)" });
  // A browser that refuses the clipboard (no permission, page not focused) gets told so.
  await page.evaluate(() =>
    Object.defineProperty(navigator.clipboard, "writeText", {
      configurable: true,
      value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
    }),
  );
  await grades.getByRole("button", { name: "Copiar cabeceras" }).click();
  await expect(toast(page, "No se han podido copiar las cabeceras: cópialas a mano")).toBeVisible();
  await page.evaluate(() => delete (navigator.clipboard as { writeText?: unknown }).writeText);

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await grades.getByRole("button", { name: "Copiar cabeceras" }).click();
  await expect(toast(page, "Las cabeceras se han copiado al portapapeles")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("userId,degreeId,priority");
  await grades.getByLabel("Fichero CSV").setInputFiles({
    name: "notas.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`userId,degreeId,priority\ndemo-alumno,${degreeId},9.75\n`),
  });
  await grades.getByRole("button", { name: "Subir CSV" }).click();
  const result = page.getByRole("dialog", { name: "Resultado de la carga" });
  await expect(result.getByText("Correctas (1)")).toBeVisible();
  await result.getByRole("button", { name: "Cerrar", exact: true }).click();
  await expect(page.getByRole("row").filter({ hasText: "Lucía García Fernández" }).getByText("9,75")).toBeVisible();

  const limits = page.getByRole("region", { name: "Subir límites de dirección (CSV)" });
  await limits.getByLabel("Fichero CSV").setInputFiles({
    name: "limites.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `academicYearId,externalId,limitRequestsTFG\n${academicYearId},demo-profesor,6\n${academicYearId},nadie,2\n`,
    ),
  });
  await limits.getByRole("button", { name: "Subir CSV" }).click();
  await expect(result.getByText("Correctas (1)")).toBeVisible();
  await expect(result.getByText("Con errores (1)")).toBeVisible();
  await result.getByRole("button", { name: "Cerrar", exact: true }).click();

  await page.getByRole("tab", { name: "Solicitudes", exact: true }).click();
  await page.getByLabel("Titulación de la propuesta").selectOption(degreeId);
  await page
    .getByLabel("Convocatoria de la propuesta")
    .selectOption({ label: "Convocatoria ordinaria de áreas temáticas" });
  await page.getByRole("button", { name: "Generar propuesta" }).click();
  const proposal = page.getByRole("table", { name: "Propuesta de asignación" });
  await expect(proposal.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Aplicar propuesta" }).click();
  await page.getByRole("alertdialog", { name: "Aplicar propuesta" }).getByRole("button", { name: "Aplicar" }).click();
  await expect(toast(page, "La propuesta se ha aplicado correctamente")).toBeVisible();
});

test("an area manager editing an allocation needs degrees and a limit, and is refused their own limit", async ({
  page,
  as,
}) => {
  await as("instructor");
  await page.goto("/tfg?tab=allocations");
  await page.getByLabel("Profesor").selectOption("demo-profesor");
  await page.getByRole("button", { name: "Editar", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Editar asignación" });
  const limit = dialog.getByLabel("Límite de alumnos");
  await limit.fill("");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Por favor, rellene todos los campos")).toBeVisible();
  await limit.fill("6");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  // The action's text is the title; the server's reason is the second line. The toasts sit outside the open dialog.
  const refused = page
    .locator('[data-variant="error"]')
    .filter({ has: page.getByText("Ha habido un error al guardar la asignación", { exact: true }) });
  await expect(refused.getByText("No puedes cambiar tu propio límite de alumnos", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a filter, a page size or a sort on a TFG list goes back to its first page", async ({ page, as }) => {
  await as("admin");
  await page.goto("/tfg?tab=requests&size=5&page=1");
  const pagination = page.getByRole("navigation", { name: "Paginación" });
  await expect(pagination.getByText(/^Página 2 de \d+$/)).toBeVisible();

  await page.getByText("Filtros").click();
  await page.getByLabel("Estado").selectOption({ label: "Aceptada" });
  await expect(pagination.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=/);

  await pagination.getByRole("button", { name: "Siguiente" }).click();
  await expect(pagination.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await pagination.getByLabel("Filas por página").selectOption("10");
  await expect(pagination.getByText(/^Página 1 de \d+$/)).toBeVisible();

  await page.goto("/tfg?tab=requests&size=5&page=1");
  await expect(pagination.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await page.getByRole("columnheader").getByRole("button", { name: "Alumno" }).click();
  await expect(pagination.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]sort=userName/);
});
