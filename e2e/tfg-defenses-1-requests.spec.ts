import { expect, test } from "./fixtures";
import {
  COURT,
  DAY,
  defenseTitle,
  errorToast,
  signInAsStudent,
  takeSlot,
  toast,
  type DefenseStudent,
  type RequestRow,
} from "./tfg-defenses-world";

test.describe.configure({ mode: "serial" });

/**
 * Three classmates of demo-alumno (who stays untouched for e2e/tfg.spec.ts) get an accepted area
 * request each in the setup, with three different directors, none of whom may sit on the court.
 */
const students: DefenseStudent[] = [];
const directors = new Set<string>();

test("setup: three classmates have an accepted area request, each with another director", async ({ page, as }) => {
  await as("admin");
  const origin = { origin: new URL(page.url()).origin };
  const { content } = (await (await page.request.get("/tfg-api/requests?size=100")).json()) as {
    content: RequestRow[];
  };
  // Classmates without an accepted request of their own, so that they start with no defense.
  const busy = new Set(
    content.filter((r) => r.status === "ACCEPTED" || r.userId === "demo-alumno").map((r) => r.userId),
  );
  const seeded = content.filter((r, i) => !busy.has(r.userId) && content.findIndex((o) => o.userId === r.userId) === i);
  for (const row of seeded.slice(0, 3)) {
    const offered = (await (
      await page.request.get(`/tfg-api/areas/instructors?ids=${row.degreeId}&areaId=${row.areaId}`)
    ).json()) as Array<{ externalId: string }>;
    const director = offered.find(
      (d) =>
        !directors.has(d.externalId) &&
        !content.some((r) => r.userId === row.userId && r.instructorId === d.externalId),
    );
    directors.add(director!.externalId);
    const created = await page.request.post("/tfg-api/requests", {
      headers: origin,
      data: {
        userId: row.userId,
        degreeId: row.degreeId,
        termId: row.termId,
        areaId: row.areaId,
        instructorId: director!.externalId,
        provisionalTitle: defenseTitle(students.length + 1),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const accepted = await page.request.post(`/tfg-api/requests/${id}/accept`, { headers: origin });
    expect(accepted.status(), await accepted.text()).toBe(200);
    students.push({
      externalId: row.userId,
      name: row.userName,
      listed: `${row.userFamilyName}, ${row.userGivenName}`,
      requestId: id,
    });
  }
  expect(students).toHaveLength(3);
});

test("an instructor with area access builds a court with two slots and exports 'Tribunales de defensa.csv'", async ({
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
  const members = (
    await dialog
      .getByLabel("Presidente")
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  ).filter((id) => id && !directors.has(id));
  await dialog.getByLabel("Presidente").selectOption(members[0]!);
  await dialog.getByLabel("Secretario").selectOption(members[1]!);
  await dialog.getByLabel("Vocal").selectOption(members[2]!);
  for (const box of await dialog.getByRole("group", { name: "Titulaciones" }).getByRole("checkbox").all())
    await box.check();
  await expect(dialog.getByLabel("Duración de cada franja (minutos)")).toHaveValue("120");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "El tribunal se ha guardado correctamente")).toBeVisible();

  const edit = page.getByRole("dialog", { name: "Editar tribunal" });
  await expect(edit.getByLabel("Filas por página")).toHaveValue("5");
  await expect(edit.getByLabel("Filas por página").locator("option")).toHaveText(["5", "10", "20"]);
  for (const time of ["09:00", "11:00"]) {
    await edit.getByLabel("Fecha de la franja").fill(DAY);
    await edit.getByLabel("Hora de inicio").fill(time);
    await edit.getByRole("button", { name: "Añadir franja" }).click();
    await expect(toast(page, "La franja horaria se ha añadido correctamente")).toBeVisible();
  }
  await expect(edit.getByRole("cell", { name: "Libre" })).toHaveCount(2);

  // Section 8's two CSV texts: a file the server cannot read (a 400), and an upload that failed.
  const spansCsv = edit.getByLabel("Subir franjas (CSV, cabecera start)");
  await spansCsv.setInputFiles({ name: "franjas.csv", mimeType: "text/csv", buffer: Buffer.from("inicio\nmañana\n") });
  await expect(toast(page, "Ha habido un error al subir o interpretar el CSV")).toBeVisible();
  const spansUpload = "**/tfg-api/defenses/courts/*/timespans/csv";
  await page.route(spansUpload, (route) => route.fulfill({ status: 500, json: { message: "Error interno" } }));
  await spansCsv.setInputFiles({ name: "franjas2.csv", mimeType: "text/csv", buffer: Buffer.from("start\n") });
  await expect(toast(page, "Ha habido un error al subir el CSV")).toBeVisible();
  await page.unroute(spansUpload);
  // An error toast stays until it is closed, inside the dialog, where it covers none of its controls.
  const uploadFailed = edit.locator('[data-variant="error"]').filter({ hasText: "Ha habido un error al subir el CSV" });
  await expect(uploadFailed).toBeVisible();
  await uploadFailed.getByRole("button", { name: "Cerrar el aviso" }).click();
  await expect(uploadFailed).toHaveCount(0);

  // Deleting a slot asks first; going back keeps it.
  await edit
    .getByRole("button", { name: /^Eliminar franja/ })
    .first()
    .click();
  const confirmSpan = page.getByRole("alertdialog", { name: "Eliminar franja horaria" });
  await confirmSpan.getByRole("button", { name: "Volver" }).click();
  await expect(confirmSpan).toHaveCount(0);
  await expect(edit.getByRole("cell", { name: "Libre" })).toHaveCount(2);
  await edit.getByRole("button", { name: "Cerrar", exact: true }).first().click();

  const courtsCsv = "**/tfg-api/defenses/courts/csv*";
  await page.route(courtsCsv, (route) => route.fulfill({ status: 500, json: { message: "Error interno" } }));
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  await expect(toast(page, "Ha habido un error al descargar el fichero")).toBeVisible();
  await page.unroute(courtsCsv);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  expect((await download).suggestedFilename()).toBe("Tribunales de defensa.csv");
});

test("two students want the same slot: the one who saves second is told, and takes the other slot", async ({
  page,
  request,
}) => {
  const [first, second] = students;
  await signInAsStudent(page, first!.externalId);
  await page.goto("/tfg?tab=defense");
  await page.getByRole("button", { name: "Solicitar defensa" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicitud de defensa" });
  await dialog.getByLabel("Solicitud a defender").selectOption(String(first!.requestId));
  await dialog.getByLabel("Periodo de defensa").selectOption({ label: "Defensas de la convocatoria ordinaria" });
  await dialog.getByLabel("Tribunal").selectOption({ label: COURT });
  await dialog.getByLabel("Fecha").selectOption(DAY);
  await expect(dialog.getByLabel("Hora").locator("option")).toHaveText(["Selecciona una hora", "09:00", "11:00"]);
  await dialog.getByLabel("Hora").selectOption({ label: "09:00" });

  expect((await takeSlot(request, second!, "09:00")).status()).toBe(201);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  // The seed's text is the toast's title; the server's reason is its second line, not appended to it.
  const refused = errorToast(page, "Ha habido un error al crear la solicitud de defensa");
  await expect(refused).toBeVisible();
  await expect(
    refused.getByText("La franja horaria ya está reservada por otra defensa", { exact: true }),
  ).toBeVisible();

  await dialog.getByLabel("Hora").selectOption({ label: "11:00" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "La solicitud de defensa se ha creado correctamente")).toBeVisible();
  const receipt = dialog.getByRole("region", { name: "Solicitud de defensa registrada" });
  await expect(receipt).toContainText(new RegExp(`Fecha de defensa${DAY.split("-").reverse().join("/")} 11:00`));
  await receipt.getByRole("button", { name: "Aceptar" }).click();
  const created = page.getByRole("row").filter({ hasText: "Pendiente de revisión" });
  await expect(created).toHaveCount(1);
  await expect(created).toHaveAttribute("aria-current", "true");
});

test("with both slots taken, a third student is told to contact the secretariat", async ({ page }) => {
  const third = students[2]!;
  await signInAsStudent(page, third.externalId);
  await page.goto("/tfg?tab=defense");
  await expect(page.getByText("Todavía no se han realizado solicitudes de defensa")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Solicitud de defensa" });

  // The server's open-call filter is tested in lib/tfg/catalog.int.test.ts; the demo's defense period
  // is open, so the form is given the empty answer it would get outside every period.
  const openDefenseCalls = "**/tfg-api/terms?type=DEFENSE*";
  await page.route(openDefenseCalls, (route) => route.fulfill({ json: [] }));
  await page.getByRole("button", { name: "Solicitar defensa" }).click();
  await dialog.getByLabel("Solicitud a defender").selectOption(String(third.requestId));
  await expect(dialog.getByText("No se han encontrado periodos de defensa activos")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  // A failed read of the periods says so; it is not 'No se han encontrado periodos de defensa activos'.
  await page.route(openDefenseCalls, (route) => route.fulfill({ status: 500, json: { message: "Error interno" } }));
  await page.getByRole("button", { name: "Solicitar defensa" }).click();
  await dialog.getByLabel("Solicitud a defender").selectOption(String(third.requestId));
  await expect(dialog.getByText("Ha habido un error al obtener los periodos de defensa")).toBeVisible();
  await expect(dialog.getByText("No se han encontrado periodos de defensa activos")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await page.unroute(openDefenseCalls);

  await page.getByRole("button", { name: "Solicitar defensa" }).click();
  await dialog.getByLabel("Solicitud a defender").selectOption(String(third.requestId));
  await dialog.getByLabel("Tribunal").selectOption({ label: COURT });
  await expect(
    dialog.getByText("No se han encontrado franjas horarias disponibles, por favor contacta con secretaría"),
  ).toBeVisible();
  await expect(dialog.getByLabel("Fecha").locator("option")).toHaveCount(1);
});

test("the second student cancels their open defense, which frees the slot", async ({ page }) => {
  await signInAsStudent(page, students[1]!.externalId);
  await page.goto("/tfg?tab=defense");
  const row = page.getByRole("row").filter({ hasText: "Pendiente de revisión" });
  await row.getByRole("button", { name: /^Cancelar/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancelar solicitud de defensa" });
  const cancelCall = "**/tfg-api/requests/*/defenses/*/cancel";
  await page.route(cancelCall, (route) => route.fulfill({ status: 500, json: { message: "Error interno" } }));
  await confirm.getByRole("button", { name: "Cancelar solicitud" }).click();
  await expect(toast(page, "Ha habido un error al cancelar la solicitud")).toBeVisible();
  await expect(confirm).toBeVisible();
  await page.unroute(cancelCall);
  await confirm.getByRole("button", { name: "Cancelar solicitud" }).click();
  await expect(toast(page, "Solicitud de defensa cancelada")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Cancelada por el alumno" })).toHaveCount(1);
});
