import { expect, test } from "./fixtures";
import { pdfFile, rowButton, rowByCode, rowCode, toast } from "./instances-rows";
import { SIZES } from "./sizes";

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
  const otherCode = await rowCode(other);
  await rowButton(other, "Cancelar", otherCode).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancelar solicitud" });
  await confirm.getByRole("button", { name: "Cancelar solicitud" }).click();
  await expect(toast(page, "La solicitud se ha cancelado")).toBeVisible();
  await expect(rowByCode(page, otherCode).getByText("Cancelada")).toBeVisible();
  await expect(
    rowByCode(page, otherCode).getByRole("button", { name: /^Subir fichero|^Reemplazar fichero/ }),
  ).toHaveCount(0);
});

test("a student replaces their file; the request keeps both versions, each downloadable", async ({ page, as }) => {
  await as("student");
  await page.goto("/instances");
  // Clicking an available template's row opens its request, as its 'Solicitar' does.
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
  const code = await rowCode(row);
  await rowButton(row, "Reemplazar fichero de", code).click();
  const replace = page.getByRole("dialog", { name: "Reemplazar fichero" });
  await replace.getByLabel("Fichero").setInputFiles(await pdfFile("segunda-version.pdf"));
  await replace.getByRole("button", { name: "Subir" }).click();
  await expect(toast(page, "El fichero se ha subido correctamente")).toBeVisible();

  await rowButton(page, "Ver", code).click();
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

test.describe("on a phone", () => {
  test.use({ viewport: SIZES.phone });

  test("a student requests an instancia by its card's 'Solicitar' button", async ({ page, as }) => {
    await as("student");
    await page.goto("/instances");
    const request = page.getByRole("button", { name: "Solicitar Certificado académico personal" });
    await expect(request).toHaveText("Solicitar");
    await expect(request).toBeVisible();
    await request.click();
    const dialog = page.getByRole("dialog", { name: "Solicitar: Certificado académico personal" });
    await dialog.getByLabel("Fichero").setInputFiles(await pdfFile("desde-el-movil.pdf"));
    await dialog.getByRole("button", { name: "Crear solicitud" }).click();
    await expect(dialog.getByRole("region", { name: "Solicitud registrada" })).toContainText(
      "InstanciaCertificado académico personal",
    );
  });
});
