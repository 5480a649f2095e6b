import { test as base, expect, type Page } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";

/** The demo university's accounts, one per role (lib/demo). */
export const DEMO = {
  student: "demo-alumno",
  instructor: "demo-profesor",
  coordinator: "demo-coordinador",
  secretary: "demo-secretaria",
  admin: "demo-admin",
  examManager: "demo-gestor-examenes",
} as const;
export type DemoAccount = keyof typeof DEMO;

/** A fresh session id for a demo account, through the single sign-on endpoint. */
export async function newSessionId(baseURL: string, externalId: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/sessions`, {
    method: "POST",
    headers: { authorization: `Bearer ${E2E_API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ externalId }),
  });
  if (res.status !== 201) throw new Error(`No se ha podido crear la sesión de ${externalId}: ${res.status}`);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/**
 * Opens the session link as a user would and waits for the signed-in page (its 'Cerrar sesión', there at
 * every size: on a phone the menu is a drawer).
 */
export async function signInAs(page: Page, account: DemoAccount): Promise<string> {
  const sessionId = await newSessionId(test.info().project.use.baseURL!, DEMO[account]);
  await page.goto(`/${sessionId}`);
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  return sessionId;
}

/** Waits until React has hydrated the page now loaded (components/shell/hydration-mark.tsx). */
export const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

export const test = base.extend<{ as: (account: DemoAccount) => Promise<string> }>({
  // A page opened with `goto` is used once React has hydrated it (components/shell/hydration-mark.tsx):
  // a click before that is lost, which a busy machine made happen on the first tab of a page.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.includes("text/html")) {
        await hydrated(page);
      }
      return response;
    };
    await use(page);
  },
  as: async ({ page }, use) => {
    await use((account) => signInAs(page, account));
  },
});

export { expect };
