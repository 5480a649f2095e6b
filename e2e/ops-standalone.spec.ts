import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { dockerfileInstructions, imageEnvironment } from "./ops/dockerfile";
import { PortalProcess } from "./ops/portal-process";

// No container engine runs on these machines (README, "Container"): this checks the Dockerfile's
// instructions and starts the standalone artifact the way the image does (its ENV, `node server.js`).
test.describe.configure({ timeout: 120_000 });

test("the Dockerfile builds in stages and runs the standalone server as a non-root user with a liveness check", () => {
  const instructions = dockerfileInstructions();
  const stages = instructions.filter((i) => i.keyword === "FROM");
  expect(stages.length).toBeGreaterThanOrEqual(2);
  const final = instructions.filter((i) => i.stage === instructions.at(-1)!.stage);
  const of = (keyword: string) => final.filter((i) => i.keyword === keyword).map((i) => i.args);
  expect(of("COPY").some((args) => args.includes("--from=build") && args.includes("/app/.next/standalone"))).toBe(true);
  expect(of("USER")).toEqual(["portal"]);
  expect(of("HEALTHCHECK").join(" ")).toContain("/api/health");
  expect(of("CMD")).toEqual(['["node", "server.js"]']);
  expect(imageEnvironment()).toMatchObject({
    NODE_ENV: "production",
    PORTAL_MODE: "production",
    NEXT_MANUAL_SIG_HANDLE: "true",
  });
});

const image = (port: number, env: Record<string, string>) =>
  new PortalProcess(port, { ...imageEnvironment(), HOSTNAME: "127.0.0.1", PORT: String(port), ...env });

test.describe("the standalone server refuses a bad configuration with exit code 1, naming the variable", () => {
  const good = { PUBLIC_URL: "https://portal.universidad.es", PGLITE_DIR: "memory://" };
  for (const [env, message] of [
    [{ ...good, DATABASE_POOL_SIZE: "diez" }, "DATABASE_POOL_SIZE: se espera un número entero mayor o igual que 1"],
    [{ ...good, PUBLIC_URL: "portal.universidad.es" }, "PUBLIC_URL: se espera una URL absoluta (http://… o https://…)"],
    [{ PGLITE_DIR: "memory://", PUBLIC_URL: "" }, "PUBLIC_URL: es obligatoria con PORTAL_MODE=production"],
    [{ ...good, PRIVACY_CONTROLLER: "" }, "PRIVACY_CONTROLLER: es obligatoria con PORTAL_MODE=production"],
  ] as const) {
    test(message, async () => {
      const portal = image(3425, env);
      expect(await portal.exited).toBe(1);
      expect(portal.output).toContain("No se ha podido arrancar el Portal de servicios: Configuración no válida:");
      expect(portal.output).toContain(message);
    });
  }
});

test("the standalone server starts as the image starts it, answers health and readiness, echoes request ids, and stops with 0", async () => {
  const data = mkdtempSync(path.join(os.tmpdir(), "portal-standalone-"));
  const portal = image(3426, { PUBLIC_URL: "http://127.0.0.1:3426", PGLITE_DIR: path.join(data, "pglite") });
  try {
    await portal.ready();
    const health = await fetch(`${portal.url}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
    const page = await fetch(`${portal.url}/verificar`, { headers: { "x-request-id": "nginx-0f3c9a77" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBe("nginx-0f3c9a77");
    await fetch(`${portal.url}/enlace-de-sesion-caducado`, { headers: { "x-request-id": "nginx-0f3c9a78" } });
    // Pages log one line each, as API routes do, by route template (the session link page is `/[sessionId]`).
    const pageLine = (requestId: string) =>
      portal.output
        .split("\n")
        .filter((line) => line.startsWith("{") && line.endsWith("}"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.requestId === requestId);
    await expect
      .poll(() => pageLine("nginx-0f3c9a77"))
      .toMatchObject({
        level: "info",
        method: "GET",
        route: "/verificar",
        status: 200,
        msg: "petición",
      });
    await expect.poll(() => pageLine("nginx-0f3c9a78")).toMatchObject({ route: "/{sessionId}" });
    expect(portal.output).not.toContain('"route":"/enlace-de-sesion-caducado"');
    const api = await fetch(`${portal.url}/verification-api/documents/NOEXISTE`, {
      headers: { "x-request-id": "mal id" },
    });
    expect(api.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await portal.stop()).toBe(0);
  } finally {
    await portal.stop();
    rmSync(data, { recursive: true, force: true });
  }
});
