import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
const integration = ["**/*.int.test.ts"];
const exclude = ["node_modules/**", ".next/**", "e2e/**", ".data/**"];

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
      { resolve: { alias }, test: { name: "unit", include: ["**/*.test.ts"], exclude: [...exclude, ...integration] } },
      ...engines.map(({ name, env }) => ({
        resolve: { alias },
        test: {
          name,
          include: integration,
          exclude,
          // LOG_LEVEL: one JSON line per request would bury the test report.
          env: { ...env, SESSION_TTL_HOURS: "12", NEXTAUTH_SECRET: "test-secret-for-vitest-only", LOG_LEVEL: "warn" },
          setupFiles: ["./lib/testing/setup-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
