import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3311);
export const E2E_API_KEY = "e2e-clave-de-sesiones";
const systemChromium = "/usr/bin/chromium";

// Playwright cannot download its browsers on every machine: use Debian's Chromium when it is there.
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    }
  : {};

export default defineConfig({
  testDir: "./e2e",
  // The single sign-on specs run against their own server and identity providers: playwright.sso.config.ts.
  testIgnore: /sso-.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions,
  },
  webServer: {
    // The standalone server of the last build, as production runs it, on a fresh embedded database: the
    // server seeds the demo university on start. It works in its own folder, so the folder is absolute.
    command: "rm -rf .data/e2e && node .next/standalone/server.js",
    url: `http://127.0.0.1:${E2E_PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PGLITE_DIR: path.resolve(".data/e2e/pglite"),
      HOSTNAME: "127.0.0.1",
      NEXT_MANUAL_SIG_HANDLE: "true",
      DATABASE_URL: "",
      PORTAL_API_KEY: E2E_API_KEY,
      // One JSON line per request would bury the test report.
      LOG_LEVEL: "warn",
      PORT: String(E2E_PORT),
      // Every language, as a university of a co-official language offers them (e2e/languages.spec.ts).
      PORTAL_LOCALES: "es,ca,gl,eu,en",
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    },
  },
});
