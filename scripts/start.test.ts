import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` in a copy of the project with sources and no build: a production start refuses it.
const project = mkdtempSync(path.join(os.tmpdir(), "portal-start-"));
mkdirSync(path.join(project, "scripts"));
mkdirSync(path.join(project, "app"));
for (const file of ["start.mjs", "sources.mjs"]) {
  copyFileSync(path.join(import.meta.dirname, file), path.join(project, "scripts", file));
}
writeFileSync(path.join(project, "app", "page.tsx"), "export default function Page() { return null; }\n");
afterAll(() => rmSync(project, { recursive: true, force: true }));

const start = (env: { PORTAL_MODE?: string; NODE_ENV?: "production"; PGLITE_DIR?: string }) =>
  spawnSync(process.execPath, [path.join(project, "scripts", "start.mjs")], {
    env: { PATH: process.env.PATH, NODE_ENV: "test", ...env },
    encoding: "utf8",
    timeout: 10_000,
  });

describe("a production start never builds", () => {
  it.each([{ PORTAL_MODE: "production" }, { NODE_ENV: "production" as const }])(
    "%o without a build: exit 1 and why",
    (env) => {
      const result = start(env);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        "No se arranca: no hay compilación de producción o es anterior a las fuentes (.next/BUILD_ID).",
      );
      expect(result.stderr).toContain("ejecuta antes `npm run build`");
    },
  );

  it("a stale build is refused too", () => {
    mkdirSync(path.join(project, ".next"), { recursive: true });
    writeFileSync(path.join(project, ".next", "BUILD_ID"), "old");
    const old = new Date(Date.now() - 60_000);
    spawnSync("touch", ["-d", old.toISOString(), path.join(project, ".next", "BUILD_ID")]);
    const result = start({ PORTAL_MODE: "production" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No se arranca");
  });
});

describe("npm start serves the standalone server, as production does", () => {
  it("with a current build: runs .next/standalone/server.js with the project's database folder and the portal's own stop", () => {
    // A stand-in server that prints what it was started with.
    mkdirSync(path.join(project, ".next", "standalone"), { recursive: true });
    writeFileSync(
      path.join(project, ".next", "standalone", "server.js"),
      "const { PGLITE_DIR, PORT, NEXT_MANUAL_SIG_HANDLE } = process.env;\n" +
        "console.log(JSON.stringify({ script: process.argv[1], PGLITE_DIR, PORT, NEXT_MANUAL_SIG_HANDLE }));\n",
    );
    writeFileSync(path.join(project, ".next", "BUILD_ID"), "fresh");
    const later = new Date(Date.now() + 60_000);
    spawnSync("touch", ["-d", later.toISOString(), path.join(project, ".next", "BUILD_ID")]);
    for (const env of [{}, { PORTAL_MODE: "production" }]) {
      const result = start(env);
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        script: path.join(project, ".next", "standalone", "server.js"),
        PGLITE_DIR: path.join(project, ".data", "pglite"),
        PORT: "3000",
        NEXT_MANUAL_SIG_HANDLE: "true",
      });
    }
    expect(JSON.parse(start({ PGLITE_DIR: "memory://" }).stdout).PGLITE_DIR).toBe("memory://");
  });
});
