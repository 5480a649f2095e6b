import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

test("every page's footer links the accessibility statement and the privacy notice, public pages too", async ({
  page,
  as,
}) => {
  for (const path of ["/verificar", "/sin-acceso"]) {
    await page.goto(path);
    const footer = page.getByRole("navigation", { name: "Información legal" });
    await expect(footer.getByRole("link", { name: "Accesibilidad" })).toHaveAttribute("href", "/accesibilidad");
    await expect(footer.getByRole("link", { name: "Privacidad" })).toHaveAttribute("href", "/privacidad");
  }
  await as("student");
  await page.goto("/grades");
  await page.getByRole("navigation", { name: "Información legal" }).getByRole("link", { name: "Privacidad" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Delegado de protección de datos" })).toBeVisible();
  // The demo names its own university, never a placeholder asking for one.
  await expect(page.getByText("Universidad de Demostración del Portal de servicios")).toBeVisible();
  await expect(page.getByText(/indique/i)).toHaveCount(0);
});

test("a visitor sends an accessibility communication: it enters the registry book and the page confirms it", async ({
  page,
  as,
}) => {
  const message = `No puedo leer la tabla de notas con el lector de pantalla (${Date.now()})`;
  await page.goto("/accesibilidad");
  await expect(page.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeVisible();
  await expect(page.getByText("Este portal es parcialmente conforme")).toBeVisible();

  await page.getByRole("button", { name: "Enviar comunicación" }).click();
  await expect(page.getByText("Escribe tu comunicación")).toBeVisible();
  // The honeypot is in the form for robots, but neither seen, reached by Tab, nor announced.
  await expect(page.locator("#feedback-website")).toHaveAttribute("tabindex", "-1");
  await expect(page.locator("#feedback-website")).not.toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Sitio web" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Mensaje").fill(message);
  await page.getByLabel("Página o servicio").fill("/grades");
  await page.getByLabel("Correo electrónico").fill("ana@correo.test");
  await page.getByRole("button", { name: "Enviar comunicación" }).click();
  const confirmation = page.getByText(
    /^Hemos recibido tu comunicación\. Ha quedado registrada con el número E-\d{4}-\d{6}\.$/,
  );
  await expect(confirmation).toBeVisible();
  const code = /E-\d{4}-\d{6}/.exec((await confirmation.textContent())!)![0];

  // The secretariat finds it in the registry book.
  await as("secretary");
  const res = await page.request.get("/registry-api", { params: { q: code } });
  expect(res.status()).toBe(200);
  const entries = (await res.json()) as { content: { code: string; text: string | null; bookType: string }[] };
  expect(entries.content).toEqual([expect.objectContaining({ code, bookType: "general" })]);
  expect(entries.content[0]!.text).toContain(message);
});
