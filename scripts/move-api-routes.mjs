// `node scripts/move-api-routes.mjs`: moves each service's route files from app/api/<module> to their
// public path app/<prefix> (lib/api/services.mjs), so that no rewrite runs in front of them, and makes
// what names those paths follow: every `/api/<module>` in the code (imports `@/app/api/<module>/…`, test
// URLs, the extra rewrites' destinations) becomes `/<prefix>`, and the OpenAPI route list is regenerated.
// The access table, the authorization test and the OpenAPI document need nothing else: they read the
// route files through lib/api/route-files.ts, which walks both layouts, and next.config.mjs rewrites
// only the services still under app/api. Idempotent: a second run finds nothing to do. It stages the
// moves with `git mv` and leaves the edits for you to review and commit.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { apiServices } from "../lib/api/services.mjs";

const root = path.resolve(import.meta.dirname, "..");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const TEXT = /\.(ts|tsx|mjs|js|md)$/;
// The route list is regenerated; this script names the paths it rewrites.
const SKIPPED = new Set(["app/api/openapi.json/routes.ts", "scripts/move-api-routes.mjs"]);

function moveFolders() {
  const moved = [];
  for (const { prefix, module } of apiServices) {
    const from = path.join("app", "api", module);
    const to = path.join("app", prefix);
    if (!existsSync(path.join(root, from))) continue;
    if (existsSync(path.join(root, to)) && readdirSync(path.join(root, to)).length > 0) {
      throw new Error(`${from} y ${to} existen a la vez: junta sus rutas a mano y vuelve a ejecutarlo`);
    }
    git("mv", from, to);
    moved.push(`${from} → ${to}`);
  }
  return moved;
}

/** `/api/<module>` as a whole path segment: `/api/exams/x`, `"/api/exams"`, not `/api/exams-x`. */
const references = apiServices.map(({ prefix, module }) => ({
  pattern: new RegExp(`/api/${module.replace(/[-]/g, "\\-")}(?=[/"'\`\\s)*,:]|$)`, "gm"),
  replacement: `/${prefix}`,
}));

function rewriteReferences() {
  const changed = [];
  const files = git("ls-files")
    .split("\n")
    .filter((f) => TEXT.test(f) && !SKIPPED.has(f));
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const before = readFileSync(full, "utf8");
    const after = references.reduce((text, { pattern, replacement }) => text.replace(pattern, replacement), before);
    if (after !== before) {
      writeFileSync(full, after);
      changed.push(file);
    }
  }
  return changed;
}

const moved = moveFolders();
const changed = rewriteReferences();
execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/openapi-routes.ts"], {
  cwd: root,
  stdio: "inherit",
});
console.log(moved.length ? `Movidas:\n  ${moved.join("\n  ")}` : "Ninguna carpeta que mover.");
console.log(changed.length ? `Rutas reescritas en ${changed.length} ficheros.` : "Ninguna referencia que reescribir.");
if (moved.length || changed.length) console.log("Revisa `git status`, ejecuta `npx tsc --noEmit -p .` y haz commit.");
