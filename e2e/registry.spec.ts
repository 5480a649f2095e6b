import { pdf } from "../lib/testing/files";
import { expect, hydrated, test } from "./fixtures";

const pdfFile = async (name: string) => ({ name, mimeType: "application/pdf", buffer: await pdf(`Documento ${name}`) });
const DNI = /[0-9XYZ][0-9]{7}[A-Z]/;

test("a secretary's entry gets the number the book proposed, names its person found without accents, and is edited", async ({
  page,
  as,
}) => {
  await as("secretary");
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Libro de registro" }).click();
  // The menu's links load the page anew: a click on a tab before it hydrates is lost.
  await page.waitForURL("**/registry");
  await hydrated(page);
  await page.getByRole("tab", { name: "Nuevo registro" }).click();
  const wizard = page.getByRole("tabpanel", { name: "Nuevo registro" });

  // Datos requeridos: the book proposes the next number of the year and type; nobody types it.
  const proposal = wizard.getByRole("radio", { name: /^Número propuesto por el libro: / });
  await expect(proposal).toBeChecked();
  await wizard.getByLabel(/^Tipo\*?$/).selectOption({ label: "Salida" });
  await expect(proposal).toHaveAccessibleName(/Número propuesto por el libro: S-\d{4}-\d{6}/);
  await wizard.getByLabel(/^Tipo\*?$/).selectOption({ label: "Entrada" });
  const proposed = /E-\d{4}-\d{6}/.exec((await wizard.textContent())!)![0];
  await expect(wizard.getByLabel("Código")).toHaveCount(0);
  await wizard.getByLabel(/^Libro\*?$/).selectOption("alumpresen");
  await wizard.getByRole("button", { name: "Continuar" }).click();

  // Búsqueda de usuario: 'Gonzalez', without its accent, finds the Gonzálezes; the person is named by name and DNI.
  const picker = wizard.getByRole("combobox", { name: "Usuario" });
  const found = wizard.getByRole("option", { name: /González/ });
  // The search waits for a pause in the typing: type again until the suggestions show.
  await expect(async () => {
    await picker.fill("Gonzalez");
    await expect(found.first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await found.first().click();
  const chosen = wizard.getByText(/^Usuario seleccionado: /);
  await expect(chosen).toHaveText(new RegExp(`^Usuario seleccionado: [^·]*González[^·]*, [^·]+ · ${DNI.source}`));
  const person = /: ([^·]+) ·/.exec((await chosen.textContent())!)![1]!;
  await expect(wizard).not.toContainText(/alumno-\d+|demo-/);
  await wizard.getByRole("button", { name: "Continuar" }).click();

  // Datos opcionales, with a file; the receipt gives the proposed number.
  await wizard.getByLabel("Destinatario").fill("Secretaría de alumnos");
  await wizard.getByLabel("Tipo de documento").fill("Instancia general");
  await wizard.getByLabel("Motivo").fill("Solicita certificado");
  await wizard.getByLabel("Archivo").setInputFiles(await pdfFile("solicitud.pdf"));
  await wizard.getByRole("button", { name: "Guardar" }).click();
  const receipt = wizard.getByRole("region", { name: "Se ha guardado correctamente el registro" });
  await expect(receipt.getByText(proposed, { exact: true })).toBeVisible();
  await expect(receipt).toContainText("El asiento queda en el libro de registros con el número propuesto.");
  await expect(receipt.getByText(`${person} · `)).toBeVisible();
  await receipt.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("tab", { name: "Libro de registros" })).toHaveAttribute("aria-selected", "true");

  const row = page.getByRole("row").filter({ hasText: proposed });
  await expect(row).toContainText("Entrada");
  await expect(row).toContainText("Alumnos presenciales");
  await expect(row).toContainText(person);
  await expect(page.getByRole("columnheader", { name: "Id", exact: true })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: "Descargar solicitud.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("solicitud.pdf");

  // The book's number and its type stay; the rest can be edited, and the history names people.
  await row.getByRole("button", { name: `Editar registro ${proposed}` }).click();
  const dialog = page.getByRole("dialog", { name: `Editar registro ${proposed}` });
  await expect(dialog.getByLabel(/^Código/)).toHaveAttribute("readonly", "");
  await expect(dialog.getByText("Número dado por el libro: ni el número ni el tipo se pueden cambiar.")).toBeVisible();
  await expect(dialog.getByLabel(/^Tipo\*?$/)).toBeDisabled();
  await expect(dialog.getByRole("textbox", { name: "Usuario" })).toHaveValue(new RegExp(`^${person} · `));
  await dialog.getByLabel("Destinatario").fill("Decanato");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Se ha actualizado correctamente el registro")).toBeVisible();
  await expect(row).toContainText("Decanato");

  await row.getByRole("button", { name: `Editar registro ${proposed}` }).click();
  const history = dialog.getByRole("region", { name: "Historial del registro" });
  await expect(history.getByText("Destinatario: Secretaría de alumnos → Decanato")).toBeVisible();
  await expect(history.getByText(/Creado por María José Pérez Gómez$/)).toBeVisible();
  await expect(dialog).not.toContainText(/demo-|alumno-\d+/);
  await page.keyboard.press("Escape");

  // The form now proposes a later number of the series (other entries may have taken some meanwhile).
  await page.getByRole("tab", { name: "Nuevo registro" }).click();
  await expect
    .poll(async () => Number(/E-\d{4}-(\d{6})/.exec((await wizard.textContent())!)?.[1]))
    .toBeGreaterThan(Number(proposed.slice(7)));
});

test("a code copied from paper that the book already has is refused on screen with the 409", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/registry?tab=nuevo");
  const wizard = page.getByRole("tabpanel", { name: "Nuevo registro" });
  await wizard.getByRole("radio", { name: "Número copiado de un registro en papel" }).check();
  const code = wizard.getByLabel(/^Código/);
  await code.fill("x");
  await code.fill("");
  await expect(wizard.getByText("El código no es válido")).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Continuar" })).toBeDisabled();
  // The demo book holds an entry copied from paper as 'RP-2025/0117'.
  await code.fill("RP-2025/0117");
  await wizard.getByRole("button", { name: "Continuar" }).click();
  await wizard.getByRole("button", { name: "Continuar" }).click();
  await wizard.getByRole("button", { name: "Guardar" }).click();
  await expect(code).toHaveAccessibleDescription(/Ya existe un asiento con el código RP-2025\/0117/);
  await expect(wizard.getByText("Ya existe un asiento con el código RP-2025/0117")).toBeVisible();

  await code.fill("RP-2025/0118");
  await wizard.getByRole("button", { name: "Continuar" }).click();
  await wizard.getByRole("button", { name: "Continuar" }).click();
  await wizard.getByRole("button", { name: "Guardar" }).click();
  const receipt = wizard.getByRole("region", { name: "Se ha guardado correctamente el registro" });
  await expect(receipt.getByText("RP-2025/0118", { exact: true })).toBeVisible();
  await expect(receipt).toContainText("El asiento queda en el libro con el número copiado del registro en papel.");
});

test("the book filters by type and exports the filtered rows as CSV", async ({ page, as }) => {
  await as("admin");
  await page.goto("/registry");
  const book = page.getByRole("tabpanel", { name: "Libro de registros" });
  await book.getByLabel("Tipo", { exact: true }).selectOption({ label: "Salida" });
  await book.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/type=EXIT/);
  await expect(page.getByRole("row").filter({ hasText: "Entrada" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    /\/registry-api\/export\?type=EXIT/,
  );
  const csv = await page.request.get((await page.getByRole("link", { name: "Exportar CSV" }).getAttribute("href"))!);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes(",Salida,"))).toBe(true);
});
