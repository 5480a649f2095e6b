import { expect, test } from "./fixtures";
import { COURT, defenseStudents, errorToast, signInAsStudent, takeSlot, toast } from "./tfg-defenses-world";

test.describe.configure({ mode: "serial" });

test("staff filter by court, accept one defense with a place and reject another without a reason", async ({
  page,
  as,
  request,
}) => {
  const [first, , third] = await defenseStudents(request);
  expect((await takeSlot(request, third!, "09:00")).status()).toBe(201);

  await as("secretary");
  await page.goto("/tfg?tab=defense");
  await page.getByText("Filtros").click();
  await page.getByLabel("Tribunal", { exact: true }).selectOption({ label: COURT });
  await expect(page).toHaveURL(/tribunalId=\d+/);
  await page.getByLabel("Estado").selectOption("OPEN");
  await expect(page).toHaveURL(/status=OPEN/);
  await expect(page.getByRole("row").filter({ hasText: "Pendiente de revisión" })).toHaveCount(2);

  const mine = page.getByRole("row").filter({ hasText: first!.listed });
  await mine.getByRole("button", { name: /^Aceptar/ }).click();
  const accept = page.getByRole("dialog", { name: "Aceptar defensa" });
  await accept.getByRole("button", { name: "Aceptar" }).click();
  await expect(accept.getByText("Debes introducir un lugar para la defensa")).toBeVisible();
  await accept.getByLabel("Lugar").fill("Aula 2.3");
  const acceptCall = "**/tfg-api/requests/*/defenses/*/accept";
  await page.route(acceptCall, (route) =>
    route.fulfill({ status: 409, json: { message: "La solicitud de defensa ya no está abierta" } }),
  );
  await accept.getByRole("button", { name: "Aceptar" }).click();
  const refused = errorToast(page, "Ha habido un error al aceptar la solicitud");
  await expect(refused).toBeVisible();
  await expect(refused.getByText("La solicitud de defensa ya no está abierta", { exact: true })).toBeVisible();
  await expect(accept).toBeVisible();
  await page.unroute(acceptCall);
  await accept.getByRole("button", { name: "Aceptar" }).click();
  await expect(toast(page, "Solicitud de defensa aceptada")).toBeVisible();

  await page
    .getByRole("row")
    .filter({ hasText: third!.listed })
    .getByRole("button", { name: /^Rechazar/ })
    .click();
  const reject = page.getByRole("dialog", { name: "Rechazar defensa" });
  const rejectCall = "**/tfg-api/requests/*/defenses/*/reject";
  await page.route(rejectCall, (route) => route.fulfill({ status: 500, json: { message: "Error interno" } }));
  await reject.getByRole("button", { name: "Rechazar" }).click();
  await expect(toast(page, "Ha habido un error al rechazar la solicitud")).toBeVisible();
  await expect(reject).toBeVisible();
  await page.unroute(rejectCall);
  await reject.getByRole("button", { name: "Rechazar" }).click();
  await expect(toast(page, "Solicitud de defensa rechazada")).toBeVisible();

  await page.getByLabel("Estado").selectOption("");
  await expect(page.getByText("Aceptada, lugar de defensa: Aula 2.3")).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: third!.listed }).getByText("Rechazada", { exact: true }).last(),
  ).toBeVisible();
});

test("the student downloads the PDF of the accepted defense", async ({ page, request }) => {
  const first = (await defenseStudents(request))[0]!;
  await signInAsStudent(page, first.externalId);
  await page.goto("/tfg?tab=defense");
  const pdf = page
    .getByRole("row")
    .filter({ hasText: "Aula 2.3" })
    .getByRole("button", { name: /Descargar PDF/ });
  const pdfCall = "**/tfg-api/requests/*/defenses/*/pdf";
  await page.route(pdfCall, (route) => route.fulfill({ status: 500, json: { message: "Error interno" } }));
  await pdf.click();
  await expect(toast(page, "Ha habido un error al descargar el fichero")).toBeVisible();
  await page.unroute(pdfCall);
  const download = page.waitForEvent("download");
  await pdf.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Defensa TFG ${/\d+/.exec(file.suggestedFilename())![0]} - ${first.name}.pdf`);
  const bytes = await (await import("node:fs/promises")).readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});

test("a court with defenses is kept: the confirmation stays open with the seed's text, without a prefix", async ({
  page,
  as,
}) => {
  await as("instructor");
  await page.goto("/tfg?tab=courts");
  await page.getByRole("button", { name: `Eliminar ${COURT}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Eliminar tribunal" });
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(toast(page, "No se ha podido eliminar el tribunal porque tiene asignado defensas.")).toBeVisible();
  await expect(page.getByText(/Ocurrió un error/)).toHaveCount(0);
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Volver" }).click();
  await expect(page.getByRole("row").filter({ hasText: COURT })).toHaveCount(1);
});
