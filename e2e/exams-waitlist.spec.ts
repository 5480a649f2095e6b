import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import JSZip from "jszip";
import { expect, newSessionId, test } from "./fixtures";
import { asBearer } from "./bearer";
import { seriousViolations } from "./axe";
import { openExamChoice } from "./exam-choice";

// The demo seed fills Sede Talavera (3 seats) for Estructuras de Datos y Algoritmos, examen A, with three
// classmates of demo-alumno. demo-alumno waits for a seat there; one of the three gives theirs up. At the end
// the seat goes back to that classmate, so e2e/exams.spec.ts still meets the venue full.
const COURSE = "Estructuras de Datos y Algoritmos";
const TALAVERA = "cntr_exam_03";

type Request = { id: number; userId: string; examId: number; courseId: string; headquarterId: string };

/** Presses Tab until `target` has the focus (the dialog traps it, so this ends or fails). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 12; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a student joins the waiting list of a full venue and gets the seat another student frees, with an e-mail", async ({
  page,
  browser,
  request,
  as,
}) => {
  // The classmate whose Talavera seat will free up, as support sees the requests.
  const support = await asBearer(request, "demo-gestor-examenes");
  const all = await support.get<{ content: Request[] }>("/exams-api/requests?size=100");
  const seat = all.content.find((r) => r.courseId === "GII-105" && r.headquarterId === TALAVERA);
  expect(seat, "the demo seed books Sede Talavera for GII-105").toBeDefined();

  await as("student");
  await page.goto("/exams");
  const { card, dialog } = await openExamChoice(page, COURSE, "A");
  // A full venue is 'Completa' and offers its waiting list, without an error first; axe-clean, and joined
  // from the keyboard alone.
  await expect(dialog.getByText("Completa")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Sede Talavera/ })).toBeDisabled();
  await expect(page.locator('[data-variant="error"]')).toHaveCount(0);
  const join = dialog.getByRole("button", { name: "Apuntarme a la lista de espera de Sede Talavera" });
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(page, join);
  await page.keyboard.press("Enter");
  await expect(
    page.locator('[data-variant="success"]').getByText("Estás en la posición 1 de la lista de espera", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The card shows the position, and so it does after a reload.
  await page.reload();
  await page.getByText(COURSE, { exact: true }).click();
  await expect(card.getByText("Estás en la posición 1 de la lista de espera (Sede Talavera).")).toBeVisible();
  await expect(card.getByRole("button", { name: "Salir de la lista de espera" })).toBeVisible();
  await expect(card.getByText("Seleccionada")).toHaveCount(0);
  // 'Peticiones realizadas' lists the waiting list with the position.
  await page.getByRole("tab", { name: "Peticiones realizadas" }).click();
  const waiting = page
    .getByRole("table", { name: "Tus listas de espera" })
    .getByRole("row")
    .filter({ hasText: COURSE });
  await expect(waiting).toContainText("Sede Talavera");
  await expect(waiting.getByRole("cell", { name: "1", exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Exámenes" }).click();
  expect(await seriousViolations(page)).toEqual([]);

  // The classmate deletes their choice in their own session.
  const classmate = await browser.newPage();
  await classmate.goto(`/${await newSessionId(test.info().project.use.baseURL!, seat!.userId)}`);
  // The session link signs in from the browser: wait for the portal before moving on.
  await expect(classmate.getByRole("navigation", { name: "Servicios" })).toBeVisible();
  await classmate.goto("/exams");
  await classmate.getByText(COURSE, { exact: true }).click();
  const theirs = classmate
    .locator("details", { has: classmate.getByText(COURSE, { exact: true }) })
    .getByRole("article", { name: "Examen A" });
  await expect(theirs.getByText("Sede: Sede Talavera")).toBeVisible();
  await theirs.getByRole("button", { name: "Eliminar elección" }).click();
  await classmate.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(classmate.getByText("Elección eliminada")).toBeVisible();
  await classmate.close();

  // After a reload the waiting student holds the freed seat and no longer waits.
  await page.reload();
  await page.getByText(COURSE, { exact: true }).click();
  await expect(card.getByText("Seleccionada")).toBeVisible();
  await expect(card.getByText("Sede: Sede Talavera")).toBeVisible();
  await expect(card.getByText(/lista de espera/)).toHaveCount(0);

  // The e-mail waits in the outbox (no mail server in these tests), as 'Descargar mis datos' shows it.
  await page.goto("/mis-datos");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar mis datos" }).click();
  const zip = await JSZip.loadAsync(await readFile((await (await download).path())!));
  const messages = JSON.parse(await zip.file("mensajes.json")!.async("string")) as Array<Record<string, string>>;
  const mail = messages.find((m) => m.asunto === `Tienes plaza en el examen de ${COURSE}`);
  expect(mail, JSON.stringify(messages)).toMatchObject({ canal: "Correo electrónico", estado: "En cola" });
  expect(mail!.texto).toContain(
    `Se ha liberado una plaza y se ha registrado tu petición desde la lista de espera: ${COURSE}, examen A, sede Sede Talavera,`,
  );

  // The seat goes back to the classmate, as the demo data had it.
  const student = await asBearer(request, "demo-alumno");
  const mine = await student.get<Request>("/exams-api/requests/courses/GII-105");
  expect((await student.delete(`/exams-api/requests/${mine.id}`)).status()).toBe(200);
  const back = await (
    await asBearer(request, seat!.userId)
  ).post("/exams-api/requests", {
    examId: seat!.examId,
    headquarterId: TALAVERA,
  });
  expect(back.status()).toBe(201);
});
