import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

test("a student reaches 'Mis datos' from the landing and downloads one zip of their data", async ({ page, as }) => {
  await as("student");
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Mis datos" }).click();
  await expect(page.getByRole("heading", { name: "Mis datos" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar mis datos" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("datos-personales-demo-alumno.zip");
  const saved = path.join(test.info().outputDir, "datos.zip");
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 2).toString()).toBe("PK");
});

test("an administrator finds a person by name without accents and downloads their zip", async ({ page, as }) => {
  await as("admin");
  await page.goto("/privacy");
  const person = page.getByRole("combobox", { name: "Persona" });
  await person.fill("nadie inexistente");
  await expect(page.getByText("No se ha encontrado ninguna persona")).toBeVisible();
  await expect(page.getByRole("button", { name: "Descargar sus datos" })).toBeDisabled();
  await person.fill("lucia garcia");
  await page.getByRole("option", { name: /García Fernández, Lucía/ }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar sus datos" }).click();
  expect((await download).suggestedFilename()).toBe("datos-personales-demo-alumno.zip");
});

test("an administrator sees who on the staff read a student's data: fecha, quién, qué", async ({ page, as }) => {
  await as("secretary");
  await page.goto("/student-record?user=demo-alumno");
  await expect(page.getByRole("heading", { level: 2, name: "Lucía García Fernández" })).toBeVisible();
  await page.context().clearCookies(); // sign out, so the admin's link signs in without asking
  await as("admin");
  await page.goto("/privacy");
  await page.getByLabel("Identificador del alumno").fill("demo-alumno");
  await page.getByRole("button", { name: "Ver consultas" }).click();
  const table = page.getByRole("table", { name: "Consultas de los datos de demo-alumno" });
  for (const header of ["Fecha", "Quién", "Qué"])
    await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: "Ficha del alumno: información personal, asignaturas e interacciones" })
      .first(),
  ).toContainText("(Secretaría)");
});
