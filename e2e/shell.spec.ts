import { DEMO, expect, newSessionId, test } from "./fixtures";

// Seed 000 §6: the services offered in the navigation by role (and the students' 'Mis datos' of issue 27,
// the admins' 'Curso académico' of issue 43 and 'Protección de datos' of issue 42, everyone's 'Avisos' of issue 40).
const MENUS = {
  student: ["Exámenes", "Notas", "Gestor documental", "Instancias", "TFG/TFM", "Matrículas", "Mis datos", "Avisos"],
  instructor: ["Exámenes", "Ficha de alumno", "TFG/TFM", "Avisos"],
  secretary: ["Ficha de alumno", "Libro de registro", "Instancias", "TFG/TFM", "Matrículas", "Avisos"],
  admin: [
    "Exámenes",
    "Ficha de alumno",
    "Libro de registro",
    "Notificaciones",
    "Gestor documental",
    "Instancias",
    "TFG/TFM",
    "Matrículas",
    "Curso académico",
    "Protección de datos",
    "Avisos",
  ],
  coordinator: ["Exámenes", "Ficha de alumno", "Gestor documental", "Instancias", "TFG/TFM", "Avisos"],
  examManager: ["Exámenes", "Avisos"],
} as const;

for (const [account, services] of Object.entries(MENUS)) {
  test(`the session link of ${account} shows that role's services`, async ({ page, as }) => {
    await as(account as keyof typeof MENUS);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("banner")).toContainText("Portal de servicios");
    const menu = page.getByRole("navigation", { name: "Servicios" }).getByRole("link");
    await expect(menu).toHaveText([...services]);
  });
}

test("without a session the portal says how to enter", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "No has iniciado sesión" })).toBeVisible();
  await expect(page.getByText("abre el enlace de acceso personal")).toBeVisible();
});

test("a service page without a session says how to enter", async ({ page }) => {
  await page.goto("/documental");
  await expect(page.getByRole("heading", { name: "No has iniciado sesión" })).toBeVisible();
});

test("an invalid or expired link shows a clear page", async ({ page }) => {
  await page.goto(`/${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "El enlace de acceso no es válido o ha caducado" })).toBeVisible();
});

test("an unknown page shows 'Esta página no está disponible'", async ({ page, as }) => {
  await as("student");
  const res = await page.goto("/esto-no-existe");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Esta página no está disponible" })).toBeVisible();
});

test("logout ends the session on the server", async ({ page, as, request, context }) => {
  await as("secretary");
  // Replaying the cookie after logout must find the session revoked in the database.
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  expect((await request.get("/registry-api/terms", { headers: { cookie } })).status()).toBe(200);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByRole("heading", { name: "No has iniciado sesión" })).toBeVisible();
  expect((await request.get("/registry-api/terms", { headers: { cookie } })).status()).toBe(401);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "No has iniciado sesión" })).toBeVisible();
});

test("the bearer session answers the role; unknown API paths answer 404 JSON", async ({ request, baseURL }) => {
  const sessionId = await newSessionId(baseURL!, DEMO.coordinator);
  const res = await request.get(`/tfg-api/sessions/session/${sessionId}`, {
    headers: { authorization: `Bearer ${sessionId}` },
  });
  expect(await res.json()).toMatchObject({ role: "ROLE_COORD", user: { externalId: DEMO.coordinator } });
  const missing = await request.get("/tfg-api/no-existe");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: "Este recurso de la API no existe" });
});

test("responses carry the security headers", async ({ request }) => {
  const res = await request.get("/");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
});
