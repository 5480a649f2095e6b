import { existsSync } from "node:fs";
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
    // A fresh embedded database: the server seeds the demo university on start.
    command: `rm -rf .data/e2e && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PGLITE_DIR: ".data/e2e/pglite",
      DATABASE_URL: "",
      PORTAL_API_KEY: E2E_API_KEY,
      // One JSON line per request would bury the test report.
      LOG_LEVEL: "warn",
      PORT: String(E2E_PORT),
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    },
  },
});
