import type { Page } from "@playwright/test";

/** On 'Nueva solicitud', the enrolment extension form chosen, a course ticked, on its first step ('Estudios'). */
export async function startExtension(page: Page) {
  await page.getByRole("radio", { name: /Extensión de matrícula 2025-2026/ }).check();
  const form = page.getByRole("form", { name: "Solicitud de extensión de matrícula" });
  await form.getByRole("group", { name: "Asignaturas" }).getByRole("checkbox").nth(1).check();
  return form;
}
