import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiServices } from "@/lib/api/services.mjs";
import type { Role } from "@/db/enums/roles";
import { SERVICES } from "@/lib/auth/services";
import type { DemoAccount } from "@/e2e/fixtures";
import { MAIN_PAGES } from "@/e2e/main-pages";

// The central registrations each module needs (docs/architecture.md, "Adding a module"), checked from the files.
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const dirs = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const modules = dirs("lib");
const withFile = (file: string) => modules.filter((m) => existsSync(path.join(root, "lib", m, file)));

/** The role of each demo account the e2e tests sign in as (e2e/fixtures.ts: DEMO). */
const ROLE_OF: Record<DemoAccount, Role> = {
  student: "ROLE_STUDENT",
  instructor: "ROLE_INSTRUCTOR",
  coordinator: "ROLE_COORD",
  secretary: "ROLE_SECR",
  admin: "ROLE_ADMIN",
  examManager: "ROLE_GES_EXAM",
};

/** API folders that belong to the platform, not to a module's `-api` prefix. */
const PLATFORM_API = new Set([
  "auth",
  "locale",
  "sessions",
  "internal",
  "[...path]",
  "openapi.json",
  "health",
  "ready",
  "metrics",
]);

describe("every module is registered where the portal looks for it", () => {
  const tables = readdirSync(path.join(root, "db/schema")).filter((f) => f !== "index.ts" && f !== "types.ts");
  it.each(tables)("db/schema/index.ts exports db/schema/%s", (file) => {
    expect(read("db/schema/index.ts")).toContain(`export * from "./${file.replace(/\.ts$/, "")}";`);
  });

  it.each(dirs("app/api"))("app/api/%s belongs to the platform, not to a module", (dir) => {
    expect(PLATFORM_API).toContain(dir);
  });

  it.each(dirs("app").filter((d) => d.endsWith("-api")))("app/%s is a prefix in lib/api/services.mjs", (dir) => {
    expect(apiServices.map((s) => s.prefix)).toContain(dir);
  });

  it.each(withFile("demo-seed.ts"))("lib/%s/demo-seed.ts is in lib/demo/module-seeders.ts", (module) => {
    expect(read("lib/demo/module-seeders.ts")).toContain(`from "@/lib/${module}/demo-seed";`);
  });

  it.each(withFile("access.ts"))("lib/%s/access.ts is composed into ACCESS_POLICY", (module) => {
    const policy = read("lib/auth/access-policy.ts");
    const name = read(`lib/${module}/access.ts`).match(/export const (\w+Access) =/)?.[1];
    expect(name, `lib/${module}/access.ts exports no <module>Access table`).toBeDefined();
    expect(policy).toContain(`from "@/lib/${module}/access";`);
    expect(policy).toContain(`...${name},`);
  });

  const screens = dirs("app/(portal)").filter((d) => existsSync(path.join(root, "app/(portal)", d, "page.tsx")));
  it.each(screens)("/%s is in the main pages the accessibility and orthography walks visit", (screen) => {
    expect(read("e2e/main-pages.ts")).toContain(`"/${screen}"]`);
  });

  it.each(screens)("/%s is gated by its entry in lib/auth/services.ts (menu and layout)", (screen) => {
    const service = read(`app/(portal)/${screen}/layout.tsx`).match(/<ServiceLayout service="(\w+)"/)?.[1];
    expect(service, `app/(portal)/${screen}/layout.tsx has no ServiceLayout`).toBeDefined();
    expect(SERVICES[service as keyof typeof SERVICES]?.href).toBe(`/${screen}`);
  });

  const walked = new Set(MAIN_PAGES.map(([account, page]) => `${account && ROLE_OF[account]} ${page}`));
  const pagesOfRoles = Object.values(SERVICES).flatMap((s) => s.roles.map((role) => `${role} ${s.href}`));
  it.each(pagesOfRoles)("the walks visit %s (every page of every role, e2e/main-pages.ts)", (rolePage) => {
    expect(walked).toContain(rolePage);
  });
});
