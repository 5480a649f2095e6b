import ExcelJS from "exceljs";
import { pdf as pdfBytes } from "../lib/testing/files";
import { examCard } from "./exam-choice";
import { expect, test } from "./fixtures";
import { pickStudent } from "./student-picker";

const pdf = async (name: string) => ({ name, mimeType: "application/pdf", buffer: await pdfBytes(name) });

test("a student chooses an exam and a venue, sees 'Seleccionada', deletes it, and meets a full venue as 'Completa'", async ({
  page,
  as,
}) => {
  await as("student");
  await page.goto("/exams");
  const cardA = await examCard(page, "Programación I", "A");
  // The inscription period runs from the start of its first day to the end of its last, in the portal's zone.
  await expect(cardA.getByText(/^Plazo: \d{2}\/\d{2}\/\d{4} 00:00 – \d{2}\/\d{2}\/\d{4} 23:59$/)).toBeVisible();
  await cardA.getByRole("button", { name: "Elegir examen A" }).click();
  const dialog = page.getByRole("dialog", { name: "Elegir sede: Examen A" });
  await expect(dialog.getByText("Sin límite de plazas")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog.getByRole("alert", { name: "Hay errores en el formulario" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sede", exact: true })).toBeVisible();
  await expect(dialog.getByText("Este campo es obligatorio", { exact: true })).toBeVisible();
  await dialog.getByLabel(/Examen online/).check();
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText(/^Petición \d+ registrada$/)).toBeVisible();
  // The receipt: what was chosen, when, and what comes next; 'Aceptar' goes back to the list.
  const receipt = dialog.getByRole("region", { name: "Elección de examen registrada" });
  await expect(receipt.getByRole("heading", { name: "Elección de examen registrada" })).toBeFocused();
  await expect(receipt.getByRole("definition").filter({ hasText: /^\d+$/ })).toHaveCount(1);
  await expect(receipt.getByText("Programación I", { exact: true })).toBeVisible();
  await expect(receipt.getByText("Examen online", { exact: true })).toBeVisible();
  await expect(receipt.getByText(/puedes cambiar de sede o eliminar la elección/)).toBeVisible();
  await receipt.getByRole("button", { name: "Aceptar" }).click();
  await expect(dialog).toHaveCount(0);
  // Focus goes to the exam's card, which now shows the choice, not to the page's body (issue 42 point 6).
  await expect(cardA).toBeFocused();
  const chosen = cardA.filter({ hasText: "Seleccionada" });
  await expect(chosen).toBeVisible();

  await chosen.getByRole("button", { name: "Eliminar elección" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Elección eliminada")).toBeVisible();
  const course = page.locator("details", { has: page.getByText("Programación I", { exact: true }) });
  await expect(course.getByText("Seleccionada")).toHaveCount(0);

  // Talavera has 3 seats, all taken for this exam's date and time: it is 'Completa', and offers its waiting list.
  await page.getByText("Estructuras de Datos y Algoritmos", { exact: true }).click();
  await page.getByRole("button", { name: "Elegir examen A" }).last().click();
  const full = page.getByRole("dialog", { name: "Elegir sede: Examen A" });
  await expect(full.getByText("Completa")).toBeVisible();
  await expect(full.getByRole("radio", { name: /Sede Talavera/ })).toBeDisabled();
  await expect(full.getByRole("button", { name: "Apuntarme a la lista de espera de Sede Talavera" })).toBeVisible();
});

test("a student moves their choice to another venue with 'Cambiar de sede', and back", async ({ page, as }) => {
  await as("student");
  await page.goto("/exams");
  const name = "Fundamentos de Computadores";
  await page.getByText(name, { exact: true }).click();
  const card = page
    .locator("details", { has: page.getByText(name, { exact: true }) })
    .getByRole("article", { name: "Examen A" });
  await expect(card.getByText("Sede: Sede Madrid")).toBeVisible();
  for (const [from, to] of [
    ["Sede Madrid", "Sede Toledo"],
    ["Sede Toledo", "Sede Madrid"],
  ] as const) {
    await card.getByRole("button", { name: "Cambiar de sede" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambiar de sede: Examen A" });
    await expect(dialog.getByRole("radio", { name: new RegExp(from) })).toBeDisabled();
    await expect(dialog.getByText("Tu sede actual")).toBeVisible();
    await dialog.getByRole("radio", { name: new RegExp(to) }).check();
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(
      page.locator('[data-variant="success"]').getByText("Sede cambiada", { exact: true }).last(),
    ).toBeVisible();
    const receipt = dialog.getByRole("region", { name: "Cambio de sede registrado" });
    await expect(receipt.getByText(to, { exact: true })).toBeVisible();
    await receipt.getByRole("button", { name: "Aceptar" }).click();
    await expect(card.getByText(`Sede: ${to}`)).toBeVisible();
  }
});

test("the instructor uploads both files and confirms the review", async ({ page, as }) => {
  await as("instructor");
  await page.goto("/exams");
  await expect(page.getByRole("heading", { name: "Tus Cursos:" })).toBeVisible();
  await page.getByText("GII-101 - Programación I").click();
  await page.getByRole("button", { name: "Gestionar examen A de Programación I" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Subir instrucciones" }).click();
  // The summary names the field; its message is under it, with the limit in its hint.
  await expect(
    dialog.getByRole("alert", { name: "Hay errores en el formulario" }).getByRole("link", {
      name: "Ficheros de instrucciones",
    }),
  ).toBeVisible();
  await expect(dialog.getByLabel("Ficheros de instrucciones")).toHaveAccessibleDescription(
    /Tamaño máximo: 10 MB entre todos los archivos.*No se ha seleccionado ningún archivo/,
  );
  await dialog.getByLabel("Ficheros de instrucciones").setInputFiles([await pdf("normas.pdf"), await pdf("anexo.pdf")]);
  await dialog.getByRole("button", { name: "Subir instrucciones" }).click();
  await expect(page.getByText("Se ha actualizado el examen A de Programación I")).toBeVisible();
  await dialog.getByLabel("Ficheros de preguntas").setInputFiles(await pdf("preguntas.pdf"));
  await dialog.getByRole("button", { name: "Subir preguntas" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByText("GII-201 - Bases de Datos").click();
  await page.getByRole("button", { name: "Gestionar examen A de Bases de Datos" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar revisión" }).click();
  await expect(page.getByText("Estado del examen actualizado")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("El examen ha sido configurado y revisado")).toBeVisible();
});

test("after 'Subida incorrecta' the instructor uploads each file again; support keeps the earlier ones", async ({
  page,
  as,
}) => {
  await as("instructor");
  await page.goto("/exams");
  await page.getByText("GII-104 - Programación II").click();
  await page.getByRole("button", { name: "Gestionar examen B de Programación II" }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/La subida del examen es incorrecta/)).toBeVisible();
  await dialog.getByLabel("Ficheros de instrucciones").setInputFiles(await pdf("normas-corregidas.pdf"));
  await dialog.getByRole("button", { name: "Subir instrucciones" }).click();
  await expect(
    dialog.getByText("Fichero de instrucciones subido: normas-corregidas.pdf. Puedes sustituirlo."),
  ).toBeVisible();
  const gift = "::P1:: ¿Cuál es la capital de Francia? {=París ~Roma ~Madrid}\n";
  await dialog
    .getByLabel("Ficheros de preguntas")
    .setInputFiles({ name: "preguntas.gift", mimeType: "text/plain", buffer: Buffer.from(gift) });
  await dialog.getByRole("button", { name: "Subir preguntas" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.context().clearCookies();
  await as("examManager");
  await page.goto("/exams");
  await page.getByLabel("Buscar examen").fill("Programación II");
  await expect(page).toHaveURL(/search=Programaci/);
  await page
    .getByRole("row")
    .filter({ has: page.getByText("Subido", { exact: true }) })
    .filter({ hasText: "GII-104" })
    .first()
    .getByRole("button", { name: /^Gestionar/ })
    .click();
  dialog = page.getByRole("dialog");
  const files = dialog.getByRole("region", { name: "Ficheros subidos" });
  await expect(files.getByRole("listitem")).toHaveCount(4);
  await expect(files.getByRole("listitem").filter({ hasText: "sustituido" })).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    files.getByRole("button", { name: /^Descargar instrucciones\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("instrucciones.pdf");
});

test("support runs the review cycle, creates an extraordinary exam and an out-of-deadline request", async ({
  page,
  as,
}) => {
  await as("examManager");
  await page.goto("/exams");
  await page.getByLabel("Buscar examen").fill("Programación I");
  await expect(page).toHaveURL(/search=Programaci/);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByText("Subido", { exact: true }) })
    .filter({ hasText: "GII-101" });
  // The review screen opens an exam's management by clicking its row (seed 001 §2).
  await row.first().getByRole("cell").first().click();
  let dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Marcar como correcto" }).click();
  await expect(page.getByText("Estado del examen actualizado")).toBeVisible();
  await dialog.getByRole("button", { name: "Marcar revisión pendiente" }).click();
  await expect(dialog.getByText("Pendiente de revisión por el profesor.")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Historial de estados" })).toContainText(
    "Subida correcta → Revisión pendiente",
  );
  await page.keyboard.press("Escape");

  await page.getByLabel("Buscar examen").fill("Cálculo");
  await expect(page).toHaveURL(/search=C%C3%A1lculo|search=Cálculo/);
  // …and from the keyboard, on the row's button.
  await page
    .getByRole("row")
    .filter({ hasText: "GII-103" })
    .first()
    .getByRole("button", { name: /^Gestionar/ })
    .press("Enter");
  dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Marcar como subido" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog.getByText("Entregado sin ficheros").first()).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Exámenes extraordinarios" }).click();
  await pickStudent(page, "lucia garcia", /^García Fernández, Lucía/, "Alumno");
  await expect(page.getByText(/^García Fernández, Lucía: \d+ asignaturas$/)).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("combobox", { name: "Curso", exact: true }).selectOption({ label: "GII-103 - Cálculo" });
  await page.getByRole("combobox", { name: "Examen", exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("button", { name: "Guardar" })).toBeDisabled();
  await page.getByLabel("Opción").fill("E");
  await expect(page.getByRole("button", { name: "Guardar" })).toBeEnabled();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Fecha", { exact: true }).fill(tomorrow);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Se ha creado el examen extraordinario E de Cálculo")).toBeVisible();

  await page.getByRole("tab", { name: "Peticiones fuera de plazo" }).click();
  const panel = page.getByRole("tabpanel", { name: "Peticiones fuera de plazo" });
  await pickStudent(panel, "García Fernández", /^García Fernández, Lucía/, "Alumno");
  await panel.getByRole("button", { name: "Continuar" }).click();
  await panel.getByRole("combobox", { name: "Curso", exact: true }).selectOption({ label: "GII-103 - Cálculo" });
  await panel.getByRole("combobox", { name: "Examen", exact: true }).selectOption({ index: 1 });
  await panel.getByRole("combobox", { name: "Sede", exact: true }).selectOption({ index: 1 });
  await panel.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(/^Petición \d+ registrada$/)).toBeVisible();
});

test("the coordinator downloads choices.xlsx and it opens as a workbook", async ({ page, as }) => {
  await as("coordinator");
  await page.goto("/exams");
  await expect(page.getByRole("tab", { name: "Peticiones realizadas" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("columnheader", { name: "Alumno" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Descargar las peticiones (Excel)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("choices.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, "Id", "Usuario", "Examen", "Curso", "Sede", "Fecha de petición"]);
  expect(sheet.rowCount).toBeGreaterThan(1);
  expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
});

test("a secretary is told 'No tienes permisos para ver esta página'", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/exams");
  await expect(page.getByText("No tienes permisos para ver esta página")).toBeVisible();
});
