import type { Locator, Page } from "@playwright/test";
import { academicYearStart } from "../lib/dates";
import { pdf } from "../lib/testing/files";
import { expect, test } from "./fixtures";
import { pickStudent } from "./student-picker";

const pdfFile = async (name: string) => ({ name, mimeType: "application/pdf", buffer: await pdf(`Documento ${name}`) });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

/** The id of a list row, read from its 'Ver la solicitud N' button. */
async function rowId(row: Locator): Promise<string> {
  const label = await row.getByRole("button", { name: /^Ver la solicitud \d+$/ }).getAttribute("aria-label");
  return label!.replace(/\D/g, "");
}
const rowById = (page: Page, id: string) =>
  page.getByRole("row").filter({ has: page.getByRole("button", { name: `Ver la solicitud ${id}`, exact: true }) });

test("a student creates a request with a file and a 200-character comment, and cancels another", async ({
  page,
  as,
}) => {
  await as("student");
  await page.goto("/instances");
  await expect(page.getByRole("tab", { name: "Instancias disponibles" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Solicitar Certificado académico personal" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicitar: Certificado académico personal" });
  await expect(dialog.getByRole("button", { name: "Crear solicitud" })).toBeDisabled();
  await dialog.getByLabel("Comentario").fill("a".repeat(200));
  await expect(dialog.getByText("200/200 caracteres")).toBeVisible();
  await dialog.getByLabel("Fichero").setInputFiles(await pdfFile("solicitud-beca.pdf"));
  await dialog.getByRole("button", { name: "Crear solicitud" }).click();
  await expect(toast(page, "La instancia ha sido creada correctamente")).toBeVisible();
  // The receipt: registry code, date and time, what was sent and what happens next.
  const receipt = dialog.getByRole("region", { name: "Solicitud registrada" });
  await expect(receipt.getByRole("heading", { name: "Solicitud registrada" })).toBeFocused();
  await expect(receipt).toContainText(/Código de registroE-\d{4}-\d{6}/);
  await expect(receipt).toContainText(/Fecha y hora\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(receipt).toContainText("InstanciaCertificado académico personal");
  await expect(receipt).toContainText("Ficherosolicitud-beca.pdf");
  await expect(receipt).toContainText("Qué ocurre ahora");
  await receipt.getByRole("button", { name: "Aceptar" }).click();
  await expect(dialog).toBeHidden();

  // 'Aceptar' opens the list, where the new request is highlighted.
  await expect(page.getByRole("tab", { name: "Instancias realizadas" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("table", { name: "Solicitudes realizadas" });
  const open = table.getByRole("row").filter({ hasText: "Abierta" });
  await expect(open).toHaveCount(2);
  const created = open.first();
  await expect(created).toHaveAttribute("aria-current", "true");
  await expect(open.nth(1)).not.toHaveAttribute("aria-current", "true");
  await expect(created).toContainText("Certificado académico personal");
  await expect(created).toContainText(/E-\d{4}-\d{6}/);
  await expect(created.getByRole("link", { name: /Descargar fichero del alumno solicitud-beca\.pdf/ })).toBeVisible();

  const other = open.last();
  const otherId = await rowId(other);
  await other.getByRole("button", { name: `Cancelar la solicitud ${otherId}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancelar solicitud" });
  await confirm.getByRole("button", { name: "Cancelar solicitud" }).click();
  await expect(toast(page, "La solicitud se ha cancelado")).toBeVisible();
  await expect(rowById(page, otherId).getByText("Cancelada")).toBeVisible();
  await expect(rowById(page, otherId).getByRole("button", { name: /^Subir fichero|^Reemplazar fichero/ })).toHaveCount(
    0,
  );
});

test("a student replaces their file; the request keeps both versions, each downloadable", async ({ page, as }) => {
  await as("student");
  await page.goto("/instances");
  // Clicking an available template's row opens its request, as its name does.
  await page
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: "Solicitar Certificado académico personal" }) })
    .getByRole("cell")
    .last()
    .click();
  const dialog = page.getByRole("dialog", { name: "Solicitar: Certificado académico personal" });
  await dialog.getByLabel("Fichero").setInputFiles(await pdfFile("primera-version.pdf"));
  await dialog.getByRole("button", { name: "Crear solicitud" }).click();
  await expect(toast(page, "La instancia ha sido creada correctamente")).toBeVisible();
  await dialog.getByRole("button", { name: "Aceptar" }).click();

  await page.getByRole("tab", { name: "Instancias realizadas" }).click();
  const row = page
    .getByRole("table", { name: "Solicitudes realizadas" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: /primera-version\.pdf/ }) });
  const id = await rowId(row);
  await row.getByRole("button", { name: `Reemplazar fichero de la solicitud ${id}` }).click();
  const replace = page.getByRole("dialog", { name: "Reemplazar fichero" });
  await replace.getByLabel("Fichero").setInputFiles(await pdfFile("segunda-version.pdf"));
  await replace.getByRole("button", { name: "Subir" }).click();
  await expect(toast(page, "El fichero se ha subido correctamente")).toBeVisible();

  await rowById(page, id)
    .getByRole("button", { name: `Ver la solicitud ${id}` })
    .click();
  const files = page.getByRole("region", { name: "Ficheros" });
  await expect(files.getByRole("listitem")).toHaveCount(2);
  await expect(files.getByRole("listitem").first()).toContainText("Fichero del alumno");
  await expect(files.getByRole("listitem").first()).toContainText("sustituido");
  await expect(files.getByRole("listitem").last()).not.toContainText("sustituido");
  const earlier = files.getByRole("link", { name: /^Descargar primera-version\.pdf/ });
  const download = await page.request.get((await earlier.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toContain("primera-version.pdf");
});

test("a secretary filters, answers with a file, and closes", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/instances");
  await expect(page.getByRole("tab", { name: "Solicitudes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible();
  // Seed 002 §9: the list opens filtered on 'created from' the start of the academic year.
  await expect(page.getByLabel("Creada desde")).toHaveValue(academicYearStart());
  await pickStudent(page, "García Fernández", /^García Fernández, Lucía/);
  await expect(page).toHaveURL(/userExternalId=demo-alumno/);
  await expect(page.getByText("Solicitudes de García Fernández, Lucía")).toBeVisible();
  // By role: the tables' scroll regions are labelled too ('Solicitudes en proceso').
  await page.getByRole("checkbox", { name: "Abierta", exact: true }).check();
  await page.getByRole("checkbox", { name: "En proceso", exact: true }).check();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/userExternalId=demo-alumno/);
  await expect(page).toHaveURL(/status=OPEN%2CIN_PROCESS/);
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    new RegExp(`/instances-api/instances/export\\?.*userExternalId=demo-alumno.*createdFrom=${academicYearStart()}`),
  );
  const table = page.getByRole("table", { name: "Solicitudes en proceso" });
  await expect(table.getByRole("row").filter({ hasText: "Cerrada" })).toHaveCount(0);

  const row = table.getByRole("row").filter({ hasText: "Abierta" }).first();
  const id = await rowId(row);
  await row.getByRole("button", { name: `Responder la solicitud ${id}` }).click();
  const dialog = page.getByRole("dialog", { name: /^Responder:/ });
  await dialog.getByLabel("Mensaje de la respuesta").fill("Le adjuntamos la resolución.");
  await dialog.getByLabel("Fichero de respuesta").setInputFiles(await pdfFile("resolucion.pdf"));
  await dialog.getByRole("button", { name: "Guardar respuesta" }).click();
  await expect(toast(page, "La respuesta se ha guardado correctamente")).toBeVisible();
  await expect(rowById(page, id).getByText("En proceso")).toBeVisible();
  await expect(rowById(page, id)).toContainText("Le adjuntamos la resolución.");
  await expect(rowById(page, id).getByRole("link", { name: "Descargar respuesta resolucion.pdf" })).toBeVisible();

  await rowById(page, id)
    .getByRole("button", { name: `Cerrar la solicitud ${id}` })
    .click();
  await page
    .getByRole("alertdialog", { name: "Cerrar solicitud" })
    .getByRole("button", { name: "Cerrar", exact: true })
    .click();
  await expect(toast(page, "La solicitud se ha cerrado")).toBeVisible();
  await expect(rowById(page, id)).toHaveCount(0);

  await page.getByLabel("Id de la solicitud").fill(id);
  await page.getByRole("checkbox", { name: "Abierta", exact: true }).uncheck();
  await page.getByRole("checkbox", { name: "En proceso", exact: true }).uncheck();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rowById(page, id).getByText("Cerrada")).toBeVisible();
  await expect(rowById(page, id)).toContainText(/S-\d{4}-\d{6}/);
});

test("a coordinator creates one for an external student, and reopens a closed one", async ({ page, as }) => {
  await as("coordinator");
  await page.goto("/instances");
  await page.getByRole("tab", { name: "Crear solicitud" }).click();
  await page.getByRole("button", { name: "Crear instancia de alumno externo" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Por favor, rellena los datos del alumno externo" }),
  ).toBeVisible();
  await page.getByLabel("DNI/NIE").fill("12345678A");
  await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("Jorge");
  await page.getByLabel("Primer apellido").fill("Visitante");
  await page.getByLabel("Correo electrónico").fill("jorge.visitante@correo.example");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("El DNI/NIE del alumno externo no es válido")).toBeVisible();
  await page.getByLabel("DNI/NIE").fill("12345678Z");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Alumno seleccionado:")).toContainText("Visitante, Jorge");

  await page
    .getByRole("table", { name: "Instancias disponibles" })
    .getByRole("button", { name: "Solicitar Exención de tasas por matrícula de honor" })
    .click();
  const dialog = page.getByRole("dialog", { name: /^Solicitar:/ });
  await dialog.getByLabel("Comentario").fill("Presentada en ventanilla");
  await dialog.getByLabel("Fichero").setInputFiles(await pdfFile("dni-jorge.pdf"));
  await dialog.getByRole("button", { name: "Crear solicitud" }).click();
  await expect(toast(page, "La instancia ha sido creada correctamente")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Solicitud registrada" })).toContainText(/E-\d{4}-\d{6}/);
  await dialog.getByRole("button", { name: "Aceptar" }).click();

  await page.getByRole("tab", { name: "Instancias" }).click();
  await page.getByLabel("Alumno externo").selectOption("true");
  await page.getByRole("button", { name: "Filtrar" }).click();
  const external = page.getByRole("row").filter({ hasText: "Visitante" });
  await expect(external).toContainText("Externo");
  await expect(external).toContainText("Abierta");

  await page.getByLabel("Alumno externo").selectOption("");
  await page.getByLabel("Cerrada", { exact: true }).check();
  await page.getByRole("button", { name: "Filtrar" }).click();
  const closed = page.getByRole("row").filter({ hasText: "Cerrada" }).first();
  const id = await rowId(closed);
  await closed.getByRole("button", { name: `Reabrir la solicitud ${id}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reabrir solicitud" });
  await expect(confirm).toContainText("devolviéndola al estado Abierta");
  await confirm.getByRole("button", { name: "Reabrir" }).click();
  await expect(toast(page, "La solicitud se ha reabierto")).toBeVisible();
  await page.getByLabel("Cerrada", { exact: true }).uncheck();
  await page.getByLabel("Id de la solicitud").fill(id);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rowById(page, id).getByText("Abierta")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Responder/ })).toHaveCount(0);
});

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
  await expect(toast(page, "El tipo de instancia se ha creado correctamente")).toBeVisible();
  await expect(list.getByText("Becas", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Editar Becas" }).click();
  const edit = page.getByRole("dialog", { name: "Editar instancia" });
  await edit.getByLabel("Nombre").fill("Becas y ayudas");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "El tipo de instancia se ha modificado correctamente")).toBeVisible();
  await expect(list.getByText("Becas y ayudas", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Eliminar Certificados" }).click();
  await page.getByRole("alertdialog", { name: "Eliminar instancia" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(
    toast(page, /No se puede eliminar el tipo de instancia porque hay plantillas que lo usan/),
  ).toBeVisible();
  await page.getByRole("alertdialog", { name: "Eliminar instancia" }).getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("button", { name: "Eliminar Becas y ayudas" }).click();
  await page.getByRole("alertdialog", { name: "Eliminar instancia" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(toast(page, "El tipo de instancia se ha eliminado correctamente")).toBeVisible();
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
