import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
const integration = ["**/*.int.test.ts"];
const exclude = ["node_modules/**", ".next/**", "e2e/**", ".data/**"];
// The suites whose results depend on the portal's time zone, run once more in another zone.
const zoneDependent = ["lib/dates.test.ts", "lib/calendar/vtimezone.test.ts"];

// Integration tests run once on an in-memory PGlite per test file, and once more on the
// real PostgreSQL named by TEST_DATABASE_URL when it is set.
const engines = [
  { name: "pglite", env: { PGLITE_DIR: "memory://", DATABASE_URL: "" } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres", env: { DATABASE_URL: process.env.TEST_DATABASE_URL } }]
    : []),
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: [...exclude, ...integration],
          env: { PORTAL_TIME_ZONE: "Europe/Madrid" },
        },
      },
      {
        resolve: { alias },
        test: { name: "unit-canary", include: zoneDependent, env: { PORTAL_TIME_ZONE: "Atlantic/Canary" } },
      },
      ...engines.map(({ name, env }) => ({
        resolve: { alias },
        test: {
          name,
          include: integration,
          exclude,
          // LOG_LEVEL: one JSON line per request would bury the test report.
          env: {
            ...env,
            PORTAL_TIME_ZONE: "Europe/Madrid",
            SESSION_TTL_HOURS: "12",
            NEXTAUTH_SECRET: "test-secret-for-vitest-only",
            LOG_LEVEL: "warn",
          },
          setupFiles: ["./lib/testing/setup-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
