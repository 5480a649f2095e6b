import { expect, test, type Page } from "@playwright/test";
import {
  expectNoSeriousViolations,
  expectStudentLanding,
  NO_ACCESS,
  portalCookies,
  SIGN_IN_FAILED,
  SSO_TITLE,
  ssoButton,
} from "./sso/pages";
import { SSO_E2E } from "./sso/settings";

/** Through oidc-provider's own login and consent pages, as `login`. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${SSO_E2E.oidcIssuer}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("cualquiera");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("the entry page offers the university's sign-in, axe-clean and usable with the keyboard alone", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: SSO_TITLE })).toBeVisible();
  await expect(ssoButton(page, "SAML")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(ssoButton(page, "OpenID Connect")).toBeFocused();
  await page.keyboard.press("Enter");
  await signInAtProvider(page, "demo-alumno");
  await expectStudentLanding(page);
});

test("OpenID Connect signs the student in to her landing; logout ends the portal session", async ({ page }) => {
  await page.goto("/");
  await ssoButton(page, "OpenID Connect").click();
  await signInAtProvider(page, "demo-alumno");
  await expect(page).toHaveURL(`${SSO_E2E.portalUrl}/`);
  await expectStudentLanding(page);
  const [cookie] = await portalCookies(page);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByRole("heading", { name: SSO_TITLE })).toBeVisible();
  // The cookie of before, planted again, names a session that has ended.
  await page.context().addCookies([cookie!]);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: SSO_TITLE })).toBeVisible();
});

test("a university account that is no portal user is refused, with no session", async ({ page }) => {
  await page.goto("/");
  await ssoButton(page, "OpenID Connect").click();
  await signInAtProvider(page, "alguien-sin-cuenta-en-el-portal");
  await expect(page).toHaveURL(`${SSO_E2E.portalUrl}/sin-acceso`);
  await expect(page.getByRole("heading", { name: NO_ACCESS })).toBeVisible();
  expect(await portalCookies(page)).toEqual([]);
});

test("a callback with another state than the one the portal sent is refused, with no session", async ({ page }) => {
  // The browser's way to the provider is the first request of its navigation (a callback, reached by a
  // redirect, cannot be intercepted): the provider then answers the callback with the altered state.
  await page.route(
    (url) => url.origin === SSO_E2E.oidcIssuer && url.pathname === "/auth" && url.searchParams.has("state"),
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("state", "un-state-que-el-portal-no-envio");
      return route.continue({ url: url.toString() });
    },
  );
  await page.goto("/");
  await ssoButton(page, "OpenID Connect").click();
  await signInAtProvider(page, "demo-alumno");
  await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_FAILED })).toBeVisible();
  await expect(page.getByRole("heading", { name: SSO_TITLE })).toBeVisible();
  expect(await portalCookies(page)).toEqual([]);
});
