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
