// `npm test`: lint and the format check, unit and integration tests (both engines when TEST_DATABASE_URL
// is set), then a production build, the per-route JavaScript budget and the end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);

function run(label, args) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${label}: falló (código ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

run("eslint", [bin("eslint", "bin/eslint.js"), "."]);
run("prettier --check", [bin("prettier", "bin/prettier.cjs"), "--check", "."]);
run("vitest: pruebas unitarias y de integración", [bin("vitest", "vitest.mjs"), "run"]);
run("next build", [path.join(root, "scripts", "build.mjs")]);
run("JS inicial por ruta (límite de 150 KB gzip)", [path.join(root, "scripts", "bundle-budget.mjs")]);
run("playwright: pruebas de extremo a extremo", [bin("@playwright/test", "cli.js"), "test"]);
run("playwright: inicio de sesión con la universidad (OIDC y SAML)", [
  bin("@playwright/test", "cli.js"),
  "test",
  "--config",
  "playwright.sso.config.ts",
]);
