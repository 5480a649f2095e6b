import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { startExtension } from "./enrollment-form";
import { expect, signInAs, test, type DemoAccount } from "./fixtures";
import { SIZES } from "./sizes";

// axe on the dialogs and on every step of the wizards, on a phone and on a laptop, best practices and every impact
// included as on the pages. Nothing is sent: each dialog is checked open (and with its error summary where a
// refused submit shows one).

type Scenario = {
  name: string;
  account: DemoAccount;
  path: string;
  /** Opens the dialog or wizard and returns it. */
  open: (page: Page) => Promise<Locator>;
  /** Moves to the next step and returns false when there is none; each step is checked. */
  next?: (dialog: Locator, step: number) => Promise<boolean>;
};

const continueTo = (count: number) => async (dialog: Locator, step: number) => {
  if (step >= count) return false;
  await dialog.getByRole("button", { name: "Continuar" }).click();
  return true;
};

/** Clicks the (first) button `button` and returns the dialog it opens, by its name when given. */
async function openDialog(page: Page, button: string, name?: string) {
  await page.getByRole("button", { name: button }).first().click();
  return page.getByRole("dialog", name === undefined ? {} : { name });
}

/** Sends the dialog as it is with `submit` and waits for its error summary. */
async function refused(dialog: Locator, submit: string) {
  await dialog.getByRole("button", { name: submit }).click();
  await expect(dialog.getByRole("alert", { name: "Hay errores en el formulario" })).toBeVisible();
  return dialog;
}

const SCENARIOS: Scenario[] = [
  {
    name: "the exam choice, refused without a venue",
    account: "student",
    path: "/exams",
    open: async (page) => {
      await page.getByText("Programación I", { exact: true }).click();
      return refused(await openDialog(page, "Elegir examen A", "Elegir sede: Examen A"), "Confirmar");
    },
  },
  {
    name: "a student's instance request",
    account: "student",
    path: "/instances",
    open: (page) =>
      openDialog(page, "Solicitar Certificado académico personal", "Solicitar: Certificado académico personal"),
  },
  {
    name: "a new instance type, refused without a name",
    account: "admin",
    path: "/instances",
    open: async (page) => refused(await openDialog(page, "Crear nueva instancia", "Crear instancia"), "Guardar"),
  },
  {
    name: "the confirmation before deleting an instance type",
    account: "admin",
    path: "/instances",
    open: async (page) => {
      await page
        .getByRole("button", { name: /^Eliminar / })
        .first()
        .click();
      return page.getByRole("alertdialog", { name: "Eliminar instancia" });
    },
  },
  {
    name: "every step of the enrolment extension form",
    account: "student",
    path: "/enrollments?tab=nueva",
    open: startExtension,
    next: continueTo(3),
  },
  {
    name: "the first steps of a TFG area request",
    account: "student",
    path: "/tfg",
    open: async (page) => {
      const dialog = await openDialog(page, "Crear solicitud de área temática", "Crear solicitud de área temática");
      await dialog.getByRole("combobox", { name: "Titulación" }).selectOption({ index: 1 });
      return dialog;
    },
    next: async (dialog, step) => {
      if (step > 0) return false;
      await dialog.getByRole("button", { name: "Continuar" }).click();
      await expect(dialog.getByRole("combobox", { name: "Convocatoria" })).toBeVisible();
      return true;
    },
  },
  {
    name: "a new court",
    account: "instructor",
    path: "/tfg?tab=courts",
    open: (page) => openDialog(page, "Nuevo tribunal", "Nuevo tribunal"),
  },
  {
    name: "a new thematic area",
    account: "secretary",
    path: "/tfg?tab=areas",
    open: (page) => openDialog(page, "Nueva área temática", "Nueva área temática"),
  },
  {
    name: "a new e-mail assignation, refused empty",
    account: "admin",
    path: "/notifications",
    open: async (page) => refused(await openDialog(page, "Nueva asignación"), "Guardar"),
  },
  {
    name: "a new enrolment call",
    account: "secretary",
    path: "/enrollments?tab=convocatorias",
    open: (page) => openDialog(page, "Crear nueva convocatoria"),
  },
];

for (const [sizeName, viewport] of Object.entries(SIZES)) {
  test.describe(`dialogs at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const scenario of SCENARIOS) {
      test(`${scenario.name} passes axe (${sizeName})`, async ({ page }) => {
        await signInAs(page, scenario.account);
        await page.goto(scenario.path);
        const dialog = await scenario.open(page);
        for (let step = 0; ; step++) {
          await expect(dialog).toBeVisible();
          expect(await axeViolations(page), `paso ${step + 1}`).toEqual([]);
          if (!(await scenario.next?.(dialog, step))) break;
        }
      });
    }
  });
}
