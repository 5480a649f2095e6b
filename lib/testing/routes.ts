import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/api/endpoint";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface DiscoveredRoute {
  file: string;
  /** The URL path under /api, segments kept as written (`[id]`, `[...path]`). */
  route: string;
  method: (typeof HTTP_METHODS)[number];
  handler: RouteHandler;
}

function findRouteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findRouteFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** Every exported HTTP method of every `app/api/**\/route.ts`, found from the code itself. */
export async function discoverApiRoutes(root = process.cwd()): Promise<DiscoveredRoute[]> {
  const apiDir = path.join(root, "app", "api");
  const found: DiscoveredRoute[] = [];
  for (const file of findRouteFiles(apiDir).sort()) {
    const mod = (await import(file)) as Record<string, unknown>;
    const route = "/api/" + path.relative(apiDir, path.dirname(file)).split(path.sep).join("/");
    for (const method of HTTP_METHODS) {
      if (method in mod) found.push({ file, route, method, handler: mod[method] as RouteHandler });
    }
  }
  return found;
}

/** Stand-in values for a route's dynamic segments; the role check runs before they are parsed. */
export function fakeParams(route: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [, catchAll, name] of route.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    params[name!] = catchAll ? ["x"] : "1";
  }
  return params;
}
