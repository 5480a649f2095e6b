import { expect, test, type Page } from "@playwright/test";
import { expectStudentLanding, NO_ACCESS, portalCookies, SIGN_IN_FAILED, SSO_TITLE, ssoButton } from "./sso/pages";
import { SSO_E2E } from "./sso/settings";

/** Through SimpleSAMLphp's login form; it posts the signed assertion back to the portal's ACS. */
async function signInAtIdp(page: Page, username: string) {
  await expect(page).toHaveURL(new RegExp(`^${SSO_E2E.samlBaseUrl}`));
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill("clave");
  await page.locator('button[type="submit"]').first().click();
}

test("SAML signs the student in from the IdP's cross-site POST and lands on her landing", async ({ page }) => {
  const acsPosts: (string | undefined)[] = [];
  page.on("request", (r) => {
    if (r.url() === `${SSO_E2E.portalUrl}/api/auth/saml/acs`) acsPosts.push(r.headers().origin);
  });
  await page.goto("/");
  await ssoButton(page, "SAML").click();
  await signInAtIdp(page, SSO_E2E.samlUsers.student);
  await expect(page).toHaveURL(`${SSO_E2E.portalUrl}/`);
  await expectStudentLanding(page);
  // The IdP's page posted from its own origin, and the portal's same-origin check did not stand in the way.
  expect(acsPosts).toEqual([SSO_E2E.samlBaseUrl.replace(/\/$/, "")]);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByRole("heading", { name: SSO_TITLE })).toBeVisible();
});

test("a SAML identity that matches no portal user is refused, with no session", async ({ page }) => {
  await page.goto("/");
  await ssoButton(page, "SAML").click();
  await signInAtIdp(page, SSO_E2E.samlUsers.stranger);
  await expect(page).toHaveURL(`${SSO_E2E.portalUrl}/sin-acceso`);
  await expect(page.getByRole("heading", { name: NO_ACCESS })).toBeVisible();
  expect(await portalCookies(page)).toEqual([]);
});

test("a response the IdP gave one browser, posted from another, signs nobody in (login CSRF)", async ({
  page,
  browser,
}) => {
  // The attacker signs in at the IdP and keeps the signed response instead of letting it reach the portal.
  let captured = "";
  await page.route(`${SSO_E2E.portalUrl}/api/auth/saml/acs`, async (route) => {
    captured = new URLSearchParams(route.request().postData() ?? "").get("SAMLResponse") ?? "";
    await route.abort();
  });
  await page.goto("/");
  await ssoButton(page, "SAML").click();
  await signInAtIdp(page, SSO_E2E.samlUsers.student);
  await expect.poll(() => captured).not.toBe("");

  // A page of the attacker's posts it from the victim's browser, which never started a sign-in.
  const victim = await (await browser.newContext()).newPage();
  await victim.setContent(
    `<form method="post" action="${SSO_E2E.portalUrl}/api/auth/saml/acs"><input type="hidden" name="SAMLResponse"></form>`,
  );
  await victim.locator("input").evaluate((input: HTMLInputElement, value) => (input.value = value), captured);
  await victim.locator("form").evaluate((form: HTMLFormElement) => form.submit());
  await expect(victim).toHaveURL(`${SSO_E2E.portalUrl}/?error=saml`);
  await expect(victim.getByRole("alert").filter({ hasText: SIGN_IN_FAILED })).toBeVisible();
  expect(await portalCookies(victim)).toEqual([]);
});

test("the SP metadata for RedIRIS names the entity, the ACS and the signing certificate", async ({ request }) => {
  const res = await request.get("/api/auth/saml/metadata");
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).toContain(`entityID="${SSO_E2E.portalUrl}/api/auth/saml/metadata"`);
  expect(xml).toContain(`Location="${SSO_E2E.portalUrl}/api/auth/saml/acs"`);
  expect(xml).toContain("<ds:X509Certificate>");
});
