import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const SSO_TITLE = "Entrar con la cuenta de la universidad";
export const NO_ACCESS = "Tu cuenta de la universidad no tiene acceso al portal";
export const SIGN_IN_FAILED = "No se ha podido iniciar la sesión con la cuenta de la universidad. Vuelve a intentarlo.";

export const ssoButton = (page: Page, protocol: "OpenID Connect" | "SAML") =>
  page.getByRole("button", { name: `${SSO_TITLE} (${protocol})` });

/** The student's landing, as a session link would have opened it. */
export async function expectStudentLanding(page: Page) {
  await expect(page.getByRole("heading", { name: "Bienvenido/a, Lucía" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Notas" })).toBeVisible();
}

export async function portalCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name === "portal.session-token");
}

export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
