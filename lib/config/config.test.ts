import { afterEach, describe, expect, it } from "vitest";
import { env, environmentProblems, environmentWarnings } from ".";

const saved = process.env.DATABASE_POOL_SIZE;
afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_POOL_SIZE;
  else process.env.DATABASE_POOL_SIZE = saved;
});

describe("the environment is checked once against one schema", () => {
  it("accepts an empty environment outside production", () => {
    expect(environmentProblems({})).toEqual([]);
  });

  it.each([
    [
      { DATABASE_POOL_SIZE: "diez" },
      "DATABASE_POOL_SIZE: se espera un número entero mayor o igual que 1 (valor recibido: «diez»)",
    ],
    [
      { DATABASE_POOL_SIZE: "0" },
      "DATABASE_POOL_SIZE: se espera un número entero mayor o igual que 1 (valor recibido: «0»)",
    ],
    [
      { DATABASE_POOL_SIZE: "2.5" },
      "DATABASE_POOL_SIZE: se espera un número entero mayor o igual que 1 (valor recibido: «2.5»)",
    ],
    [
      { PUBLIC_URL: "portal.universidad.es" },
      "PUBLIC_URL: se espera una URL absoluta (http://… o https://…) (valor recibido: «portal.universidad.es»)",
    ],
    [{ PORTAL_WORKERS: "no" }, "PORTAL_WORKERS: se espera uno de: on, off (valor recibido: «no»)"],
    [
      { TRUSTED_PROXIES: "-1" },
      "TRUSTED_PROXIES: se espera un número entero mayor o igual que 0 (valor recibido: «-1»)",
    ],
    [
      { DATABASE_URL: "mysql://root@db/portal" },
      "DATABASE_URL: se espera una URL absoluta (postgres://… o postgresql://…)",
    ],
    [
      { PORTAL_MODE: "production" },
      "PUBLIC_URL: es obligatoria con PORTAL_MODE=production; se espera una URL absoluta (http://… o https://…)",
    ],
  ])("%o → %s", (source, problem) => {
    const controller = { PRIVACY_CONTROLLER: "Universidad Ejemplar, calle Mayor 1, Madrid" };
    expect(environmentProblems({ ...controller, ...source })).toEqual([problem]);
  });

  it("a production start needs the data controller the legal pages name", () => {
    expect(environmentProblems({ PORTAL_MODE: "production", PUBLIC_URL: "https://portal.universidad.es" })).toEqual([
      "PRIVACY_CONTROLLER: es obligatoria con PORTAL_MODE=production; se espera un texto",
    ]);
  });

  it("outside production, the unset variables a production start needs are warned about, with their defaults", () => {
    expect(environmentWarnings({ PUBLIC_URL: "http://localhost:3000" })).toEqual([
      "PRIVACY_CONTROLLER no está definida: se usa `Universidad de Demostración del Portal de servicios` (obligatoria con PORTAL_MODE=production)",
    ]);
    expect(environmentWarnings({ PORTAL_MODE: "production" })).toEqual([]);
  });

  it("names every bad variable at once", () => {
    const problems = environmentProblems({ DATABASE_POOL_SIZE: "x", JOBS_POLL_MS: "y" });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["DATABASE_POOL_SIZE", "JOBS_POLL_MS"]);
  });

  it("an empty value counts as unset", () => {
    expect(environmentProblems({ DATABASE_POOL_SIZE: "", PUBLIC_URL: " " })).toEqual([]);
  });

  it("hands out typed values with their defaults", () => {
    delete process.env.DATABASE_POOL_SIZE;
    expect(env("DATABASE_POOL_SIZE")).toBe(10);
    process.env.DATABASE_POOL_SIZE = "25";
    expect(env("DATABASE_POOL_SIZE")).toBe(25);
    process.env.DATABASE_POOL_SIZE = "muchas";
    expect(() => env("DATABASE_POOL_SIZE")).toThrow(
      "DATABASE_POOL_SIZE: se espera un número entero mayor o igual que 1",
    );
  });
});
