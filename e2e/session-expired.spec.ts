import { expect, signInAs, test } from "./fixtures";

// An ended session leads to a page that says so and how to enter again, not to a toast (issue 42 point 5).
test("a page whose session has ended leads to 'Tu sesión ha caducado'", async ({ page, browser }) => {
  await signInAs(page, "coordinator");
  await page.goto("/documental");
  await expect(page.getByRole("combobox", { name: "Filtrar por alumno" })).toBeVisible();

  // The same session ends elsewhere (another tab closes it): this page still holds its cookie.
  const baseURL = test.info().project.use.baseURL!;
  const elsewhere = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const { csrfToken } = (await (await elsewhere.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await elsewhere.request.post("/api/auth/signout", { form: { csrfToken, callbackUrl: "/", json: "true" } });
  await elsewhere.close();

  // The next call of the page's own (the student search) finds the session gone.
  await page.getByRole("combobox", { name: "Filtrar por alumno" }).fill("García");
  await expect(page).toHaveURL(/\/sesion-caducada$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tu sesión ha caducado" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "Para volver a entrar, solicita a tu universidad un enlace de acceso personal nuevo y ábrelo: cada enlace sirve una sola vez.",
  );
  await expect(page.getByRole("link", { name: "Ir a la página de inicio" })).toHaveAttribute("href", "/");
  await expect(page.locator("[data-variant]")).toHaveCount(0);
});
