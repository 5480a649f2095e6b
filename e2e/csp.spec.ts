import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Every Content-Security-Policy violation the page reports, from the document's event and from the console. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * The page's policy runs scripts by a nonce and never inline ones, and every script the server rendered,
 * Next's own included, carries that nonce (the browser hides the attribute after parsing: read the HTML).
 */
async function expectNoncedScripts(response: Response | null, status = 200) {
  expect(response?.status()).toBe(status);
  const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
  const scriptSrc = policy
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src "));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc!)?.[1];
  expect(nonce, `a nonce in "${scriptSrc}"`).toBeDefined();
  const scripts = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
  return nonce!;
}

test("signed-in pages run only their nonce's scripts, hydrate and report no violation", async ({ page, as }) => {
  const violations = await recordViolations(page);
  // The session link page signs in from the browser: reaching the menu means its scripts ran.
  await as("student");

  const landing = await expectNoncedScripts(await page.goto("/"));
  const documents = await expectNoncedScripts(await page.goto("/documental"));
  expect(documents).not.toBe(landing);

  // Hydrated: a client-side tab switch and a client-side navigation from the menu.
  await page.getByRole("tab", { name: "Subir documento" }).click();
  await expect(page.getByRole("tab", { name: "Subir documento" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Notas" }).click();
  await expect(page).toHaveURL(/\/grades$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notas" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a dialog opens and closes under the policy (Radix's scroll lock injects a style)", async ({ page, as }) => {
  const violations = await recordViolations(page);
  await as("admin");
  await expectNoncedScripts(await page.goto("/documental"));
  await page.getByRole("button", { name: "Eliminar Certificado de idiomas" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("the public verification page and an unknown page carry the nonce too and hydrate", async ({ page }) => {
  const violations = await recordViolations(page);
  await expectNoncedScripts(await page.goto("/verificar"));
  await page.getByLabel("Código de verificación").fill("zzzz zzzz zzzz zzzz zzzz zzzz");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText("No existe ningún documento con ese código")).toBeVisible();

  await expectNoncedScripts(await page.goto("/no/existe"), 404);
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page.getByRole("heading", { name: "No has iniciado sesión" })).toBeVisible();
  expect(violations).toEqual([]);
});
