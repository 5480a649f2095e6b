import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

// The README's demo path: `npm run portal -- session <externalId>` while the server holds the embedded
// database (the e2e server runs on .data/e2e/pglite): the command asks the server with its local key.
const pgliteDir = path.resolve(".data/e2e/pglite");

test("`npm run portal -- session` gives a working link while the server holds the embedded database", async ({
  page,
}) => {
  const keyFile = `${pgliteDir}.local-key`;
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);

  const { stdout } = await promisify(execFile)("node", ["scripts/portal.mjs", "session", "demo-alumno"], {
    env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: "" },
    timeout: 120_000,
  });
  const link = stdout.trim().split("\n").at(-1)!;
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[\w-]{20,}$/);
  await page.goto(link);
  await expect(page.getByRole("navigation", { name: "Servicios" })).toBeVisible();
});

test("the server's session-link route refuses anything but its local key", async ({ request }) => {
  for (const authorization of [undefined, "Bearer otra-clave"]) {
    const res = await request.post("/api/internal/session-link", {
      headers: authorization ? { authorization } : {},
      data: { externalId: "demo-alumno" },
    });
    expect(res.status()).toBe(401);
    expect((await res.json()).message).toBe("Clave local no válida");
  }
});

test("the portal has an icon: the pages link it, it answers 200, and /favicon.ico leads to it", async ({
  page,
  request,
}) => {
  await page.goto("/verificar");
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toMatch(/^\/icon\.svg/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");

  const classic = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(classic.status()).toBe(308);
  expect(classic.headers()["location"]).toBe("/icon.svg");
  const followed = await request.get("/favicon.ico");
  expect(followed.status()).toBe(200);
  expect(followed.headers()["content-type"]).toContain("image/svg+xml");
});
