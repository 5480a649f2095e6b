import type { Request } from "@playwright/test";
import { DEMO, expect, newSessionId, test } from "./fixtures";

const menu = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Servicios" });

test("a link signs in once, then leaves neither the address nor the history", async ({ page, baseURL }) => {
  const sessionId = await newSessionId(baseURL!, DEMO.student);
  await page.goto("/esto-no-existe");
  await page.goto(`/${sessionId}`);
  await expect(menu(page)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(sessionId));
  // Single use: the same link again, from a browser without the session.
  await page.context().clearCookies();
  await page.goto(`/${sessionId}`);
  await expect(page.getByRole("heading", { name: "El enlace de acceso no es válido o ha caducado" })).toBeVisible();
  // The single sign-on mints a new one.
  await page.goto(`/${await newSessionId(baseURL!, DEMO.student)}`);
  await expect(menu(page)).toBeVisible();
});

test("after entering through a link no cookie, request header, stored value or history entry holds it", async ({
  page,
  baseURL,
}) => {
  const sessionId = await newSessionId(baseURL!, DEMO.student);
  const leaks: string[] = [];
  let exchanging = false;
  let exchanged = false;
  const inspected: Promise<void>[] = [];
  const watch = (request: Request) => void inspected.push(inspect(request));
  page.on("request", watch);
  async function inspect(request: Request) {
    const what = `${request.method()} ${request.url()}`;
    if (request.url().endsWith("/api/auth/providers")) exchanging = true;
    if (exchanged && request.url().includes(sessionId)) leaks.push(what);
    // Only the link's page load names it (the page and the static files its HTML lists before the
    // no-referrer policy): the exchange, and everything after it, send it in no header.
    const pageLoad = request.isNavigationRequest() || new URL(request.url()).pathname.startsWith("/_next/static/");
    if (pageLoad && !exchanging) return;
    const headers = Object.entries(await request.allHeaders()).filter(([, value]) => value.includes(sessionId));
    if (headers.length > 0) leaks.push(`${what}: ${headers.map(([name]) => name).join(", ")}`);
  }
  page.on("response", (response) => {
    if (response.url().endsWith("/api/auth/callback/portal-session")) exchanged = true;
  });
  await page.goto(`/${sessionId}`);
  await expect(menu(page)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.reload();
  await expect(menu(page)).toBeVisible();

  expect(exchanged).toBe(true);
  // What the page asks for later (a prefetch, the worker) is not watched: its headers could be read only after the test.
  page.off("request", watch);
  await Promise.all(inspected);
  expect(leaks).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain("portal.session-token");
  expect(cookies.filter((c) => decodeURIComponent(c.value).includes(sessionId))).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]));
  expect(stored).not.toContain(sessionId);
});

test("a link of somebody else asks before switching users", async ({ page, as, baseURL }) => {
  await as("secretary");
  const planted = await newSessionId(baseURL!, DEMO.student);
  await page.goto(`/${planted}`);
  await expect(page.getByRole("heading", { name: "Este enlace de acceso es de otra persona" })).toBeVisible();
  await page.getByRole("button", { name: /^Seguir como / }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(menu(page).getByRole("link", { name: "Libro de registro" })).toBeVisible();

  await page.goto(`/${planted}`);
  await page.getByRole("button", { name: /^Entrar como / }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(menu(page).getByRole("link", { name: "Notas" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Libro de registro" })).toHaveCount(0);
});
