import { academicYearStart } from "../lib/dates";
import { expect, test } from "./fixtures";
import { pdfFile, rowButton, rowByCode, rowCode, rowId, toast } from "./instances-rows";
import { pickStudent } from "./student-picker";

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
  const code = await rowCode(row);
  await rowButton(row, "Responder", code).click();
  const dialog = page.getByRole("dialog", { name: /^Responder:/ });
  await dialog.getByLabel("Mensaje de la respuesta").fill("Le adjuntamos la resolución.");
  await dialog.getByLabel("Fichero de respuesta").setInputFiles(await pdfFile("resolucion.pdf"));
  await dialog.getByRole("button", { name: "Guardar respuesta" }).click();
  await expect(toast(page, "La respuesta se ha guardado correctamente")).toBeVisible();
  await expect(rowByCode(page, code).getByText("En proceso")).toBeVisible();
  await expect(rowByCode(page, code)).toContainText("Le adjuntamos la resolución.");
  await expect(rowByCode(page, code).getByRole("link", { name: "Descargar respuesta resolucion.pdf" })).toBeVisible();

  const id = await rowId(page, code);
  await rowButton(rowByCode(page, code), "Cerrar", code).click();
  await page
    .getByRole("alertdialog", { name: "Cerrar solicitud" })
    .getByRole("button", { name: "Cerrar", exact: true })
    .click();
  await expect(toast(page, "La solicitud se ha cerrado")).toBeVisible();
  await expect(rowByCode(page, code)).toHaveCount(0);

  await page.getByLabel("Id de la solicitud").fill(id);
  await page.getByRole("checkbox", { name: "Abierta", exact: true }).uncheck();
  await page.getByRole("checkbox", { name: "En proceso", exact: true }).uncheck();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rowByCode(page, code).getByText("Cerrada")).toBeVisible();
  await expect(rowByCode(page, code)).toContainText(/S-\d{4}-\d{6}/);
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
  const code = await rowCode(closed);
  const id = await rowId(page, code);
  await rowButton(closed, "Reabrir", code).click();
  const confirm = page.getByRole("alertdialog", { name: "Reabrir solicitud" });
  await expect(confirm).toContainText("devolviéndola al estado Abierta");
  await confirm.getByRole("button", { name: "Reabrir" }).click();
  await expect(toast(page, "La solicitud se ha reabierto")).toBeVisible();
  await page.getByLabel("Cerrada", { exact: true }).uncheck();
  await page.getByLabel("Id de la solicitud").fill(id);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rowByCode(page, code).getByText("Abierta")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Responder/ })).toHaveCount(0);
});
