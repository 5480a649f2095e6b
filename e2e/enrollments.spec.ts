import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { pdfPages, printedVerification } from "../lib/testing/pdf-text";
import { startExtension } from "./enrollment-form";
import { expect, test } from "./fixtures";

test("a student fills the full form, is told the IBAN is wrong, fixes it, submits and downloads the PDF with the mandate", async ({
  browser,
  page,
  as,
}) => {
  await as("student");
  await page.goto("/enrollments");
  await expect(page.getByRole("table", { name: "Solicitudes realizadas" })).toBeVisible();
  await page.getByRole("tab", { name: "Nueva solicitud" }).click();
  await page.getByRole("radio", { name: /Automatrícula 2026-2027/ }).check();

  const form = page.getByRole("form", { name: "Solicitud de matrícula" });
  await expect(
    form.getByText("Estos son tus datos tal como los tiene la universidad; aquí no se pueden cambiar.", {
      exact: false,
    }),
  ).toBeVisible();
  const next = form.getByRole("button", { name: "Continuar" });
  // A step's 'Continuar' waits for its part of the form, and says why beside it.
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription("No se ha seleccionado ninguna asignatura");

  const courses = form.getByRole("group", { name: "Asignaturas" });
  await expect(courses.getByText("Asignatura sin plazas libres")).toBeVisible();
  // The warning belongs to its own course: it is part of that checkbox's name.
  await expect(
    courses.getByRole("checkbox", { name: /créditos\s*Asignatura sin plazas libres/ }).first(),
  ).toBeVisible();
  await courses.getByRole("checkbox").first().check();
  await expect(courses.getByText(/Total de créditos: \d/)).toBeVisible();
  await next.click();

  // Consents are opt-in.
  await expect(form.getByRole("checkbox", { name: /Autorizo el uso de mi imagen/ })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: /Autorizo la cesión de mis datos/ })).not.toBeChecked();
  await form.getByRole("checkbox", { name: /Autorizo el uso de mi imagen/ }).check();
  await next.click();

  await expect(next).toHaveAccessibleDescription("Por favor, selecciona un método de pago");
  await form.getByRole("radio", { name: "Pago único domiciliado" }).check();
  await form.getByRole("button", { name: "El deudor soy yo" }).click();
  await expect(form.getByLabel("Nombre del deudor")).toHaveValue(/\S/);
  await expect(form.getByLabel("Documento (DNI, NIE o CIF)")).toHaveValue(/\S/);
  await form.getByLabel("Documento (DNI, NIE o CIF)").fill("12345678Z");
  await form.getByLabel("Nombre del deudor").fill("LUCÍA GARCÍA FERNÁNDEZ");
  await form.getByLabel("Dirección").fill("CALLE MAYOR 1");
  await form.getByLabel("Ciudad").fill("ÁVILA");
  await form.getByLabel("Código postal").fill("05001");
  await form.getByLabel("Provincia").fill("ÁVILA");
  await form.getByLabel("País").fill("ESPAÑA");
  const iban = form.getByLabel("IBAN");
  await iban.fill("ES91 2100 0418 4502 0005 1333");
  await form.getByLabel("BIC").fill("CAIXESBBXXX");
  await expect(next).toHaveAccessibleDescription("El IBAN no es válido");
  // A refused IBAN is marked on its field once left (issue 42 point 8), and unmarked once corrected.
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(iban).toHaveAccessibleDescription(/El IBAN no es válido/);
  await iban.fill("ES91 2100 0418 4502 0005 1332");
  await expect(iban).not.toHaveAttribute("aria-invalid", "true");
  await next.click();
  await next.click();

  const review = form.getByRole("region", { name: "Revisión" });
  await expect(review).toContainText("Pago único domiciliado");
  await expect(review).toContainText("LUCÍA GARCÍA FERNÁNDEZ (12345678Z)");
  // The review step passes axe.
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  // The server's refusal of the IBAN (stubbed: the form sends only what the shared schema takes) is marked on
  // the field and in the error summary, whose link goes back to the payment step.
  const create = (url: URL) => url.pathname === "/enrollments-api/requests";
  await page.route(create, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: { message: "El formulario no está correcto", errors: { debtIBAN: ["El IBAN no es válido"] } },
        })
      : route.fallback(),
  );
  await form.getByRole("button", { name: "Enviar" }).click();
  const summary = form.getByRole("alert", { name: "Hay errores en el formulario" });
  await summary.getByRole("link", { name: "IBAN" }).click();
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(iban).toHaveAccessibleDescription(/El IBAN no es válido/);
  await page.unroute(create);
  await next.click();
  await next.click();
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Petición registrada")).toBeVisible();
  // The receipt: the request's number, call, degree, courses and files, what comes next, and its PDF.
  const receipt = page.getByRole("region", { name: "Solicitud de matrícula registrada" });
  await expect(receipt.getByRole("heading", { name: "Solicitud de matrícula registrada" })).toBeFocused();
  await expect(receipt.getByText("Automatrícula 2026-2027", { exact: true })).toBeVisible();
  await expect(receipt.getByText(/orden de domiciliación SEPA/)).toBeVisible();
  await expect(receipt.getByRole("link", { name: "Descargar el PDF" })).toHaveAttribute(
    "href",
    /^\/enrollments-api\/requests\/\d+\/pdf$/,
  );
  await receipt.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("tab", { name: "Solicitudes" })).toHaveAttribute("aria-selected", "true");

  const row = page.getByRole("table", { name: "Solicitudes realizadas" }).getByRole("row").nth(1);
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(row.getByText("Pendiente")).toBeVisible();
  await expect(row.getByText("Automatrícula 2026-2027")).toBeVisible();
  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: /^Descargar el PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^solicitud-matricula-\d+\.pdf$/);
  const text = (await pdfPages(await readFile((await file.path())!))).join(" ");
  for (const expected of [
    "Solicitud de matrícula",
    "Orden de domiciliación de adeudo directo SEPA",
    "ES91 2100 0418 4502 0005 1332",
    "LUCÍA GARCÍA FERNÁNDEZ",
    "Firma del deudor",
    "Total de créditos",
  ]) {
    expect(text).toContain(expected);
  }

  // Anyone holding the paper follows the URL printed on it, without a session, to its verification.
  const printed = printedVerification(text);
  expect(printed, "the PDF prints 'Puede verificar … en {URL}/verificar con el código {code}'").not.toBeNull();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(printed!.url);
  const result = visitor.getByRole("region", { name: "Documento auténtico emitido por el portal" });
  await expect(result).toContainText(printed!.code);
  await expect(result).toContainText("Solicitud de matrícula");
  await visitor.close();

  await row.getByRole("button", { name: /^Ver la solicitud/ }).click();
  const view = page.getByRole("dialog");
  await expect(view.getByText("Datos del deudor")).toBeVisible();
  await page.keyboard.press("Escape");
});

test("a student asks for an enrolment extension", async ({ page, as }) => {
  await as("student");
  await page.goto("/enrollments?tab=nueva");
  const form = await startExtension(page);
  await form.getByRole("button", { name: "Continuar" }).click();
  await expect(form.getByText("Condiciones de pago")).toHaveCount(0);
  await expect(form.getByRole("checkbox", { name: /Autorizo el uso de mi imagen/ })).not.toBeChecked();
  await expect(form.getByText("no podrás asistir a las clases en directo", { exact: false })).toBeVisible();
  await form.getByRole("button", { name: "Continuar" }).click();
  await form.getByRole("button", { name: "Continuar" }).click();
  await expect(form.getByRole("region", { name: "Revisión" })).toContainText("Autorizo el uso de mi imagenNo");
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Petición registrada")).toBeVisible();
  const receipt = page.getByRole("region", { name: "Solicitud de extensión de matrícula registrada" });
  await expect(receipt.getByText("Ninguno", { exact: true })).toBeVisible();
  await receipt.getByRole("button", { name: "Aceptar" }).click();
  const row = page.getByRole("table", { name: "Solicitudes realizadas" }).getByRole("row").nth(1);
  await expect(row.getByRole("cell", { name: "Extensión de matrícula", exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Ver la solicitud/ }).click();
  await expect(page.getByRole("dialog").getByText("Pago único", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await row.getByRole("button", { name: /^Eliminar la solicitud/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Petición eliminada")).toBeVisible();
});

test("a secretary processes and undoes a request, each after a confirmation naming the student and the courses", async ({
  page,
  as,
}) => {
  await as("secretary");
  await page.goto("/enrollments?processed=false");
  const first = page.getByRole("button", { name: /^Tramitar la solicitud de / }).first();
  // 'Tramitar la solicitud de <name> del <date> (n.º <number>)': the same request is found again by that name.
  const whose = (await first.getAttribute("aria-label"))!.replace("Tramitar la solicitud de ", "");
  const process = page.getByRole("button", { name: `Tramitar la solicitud de ${whose}`, exact: true });
  const row = page.getByRole("row").filter({ has: process });
  const dni = (await row.innerText()).match(/\b(\d{8}|[XYZ]\d{7})[A-Z]\b/)![0];
  await process.click();
  const confirm = page.getByRole("alertdialog", { name: "Tramitar la solicitud de matrícula" });
  await expect(confirm).toContainText(dni);
  await expect(confirm).toContainText("El alumno pasará a estar matriculado en estas asignaturas en el curso");
  await confirm.getByRole("button", { name: "Tramitar", exact: true }).click();
  await expect(page.getByText("Petición procesada")).toBeVisible();
  await page.goto("/enrollments?processed=true");
  await page.getByRole("button", { name: `Deshacer la solicitud de ${whose}` }).click();
  const undo = page.getByRole("alertdialog", { name: "Deshacer la tramitación" });
  await expect(undo).toContainText(dni);
  await undo.getByRole("button", { name: "Deshacer", exact: true }).click();
  await expect(page.getByText("Petición desprocesada")).toBeVisible();
});

test("an admin exports the filtered requests and uploads course capacity", async ({ page, as }) => {
  await as("admin");
  await page.goto("/enrollments?processed=true");
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    /\/enrollments-api\/requests\/csv\?processed=true/,
  );

  await page.getByRole("tab", { name: "Administrar" }).click();
  const table = page.getByRole("table", { name: "Cursos registrados para matrículas" });
  const code = (await table.getByRole("row").nth(1).getByRole("cell").first().innerText())!.trim();
  await page.getByLabel("Fichero CSV").setInputFiles({
    name: "cursos.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `courseId,credits,available,enrollments,maxEnrollments\n${code},6,true,1,99\nno-existe,6,true,0,10\n`,
    ),
  });
  await page.getByRole("button", { name: "Subir" }).click();
  await expect(page.getByText('línea 3: asignatura "no-existe" no existe')).toBeVisible();
  await page.getByLabel("Fichero CSV").setInputFiles({
    name: "cursos.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`courseId,credits,available,enrollments,maxEnrollments\n${code},6,true,1,99\n`),
  });
  await page.getByRole("button", { name: "Subir" }).click();
  await expect(page.getByText("Asignaturas subidas: 1")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: code }).getByRole("cell", { name: "99" })).toBeVisible();
});

test("a secretary creates and edits an enrolment term", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/enrollments?tab=convocatorias");
  await page.getByRole("button", { name: "Crear nueva convocatoria" }).click();
  const dialog = page.getByRole("dialog", { name: "Convocatoria" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Este campo es obligatorio").first()).toBeVisible();
  await dialog.getByLabel("Tipo de convocatoria").selectOption({ label: "Extensión de matrícula" });
  await dialog.getByLabel("Nombre de convocatoria").fill("Extensión de junio");
  const start = dialog.getByRole("group", { name: "Fecha de inicio" });
  await start.getByLabel("Fecha").fill("2027-06-01");
  await start.getByLabel("Hora").fill("09:00");
  const end = dialog.getByRole("group", { name: "Fecha de fin" });
  await end.getByLabel("Fecha").fill("2027-05-30");
  await end.getByLabel("Hora").fill("18:30");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("La fecha de fin debe ser posterior a la fecha de inicio")).toBeVisible();
  await end.getByLabel("Fecha").fill("2027-06-30");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Convocatoria creada")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Extensión de junio" });
  await expect(row).toContainText("01/06/2027 09:00");
  await expect(row).toContainText("30/06/2027 18:30");
  await expect(row.getByText("Activada")).toBeVisible();

  await row.getByRole("button", { name: "Editar la convocatoria Extensión de junio" }).click();
  await dialog.getByRole("checkbox", { name: "Activa" }).uncheck();
  await dialog.getByLabel("Nombre de convocatoria").fill("Extensión de julio");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Convocatoria actualizada")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Extensión de julio" }).getByText("Desactivada")).toBeVisible();
});

test("other roles are told they may not see the page", async ({ page, as }) => {
  await as("instructor");
  await page.goto("/enrollments");
  await expect(page.getByText("No tienes permisos para ver esta página")).toBeVisible();
});
