import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/api/endpoint";
import { apiServices, extraApiRewrites } from "@/lib/api/services.mjs";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface DiscoveredRoute {
  file: string;
  /** The URL path under /api, segments kept as written (`[id]`, `[...path]`). */
  route: string;
  /** The public path, as the access table names it: `/documents-api/{id}/approve`, `/api/sessions`. */
  publicPath: string;
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
      if (method in mod) found.push({ file, route, publicPath: publicPath(route), method, handler: mod[method] as RouteHandler });
    }
  }
  return found;
}

/**
 * The public path of an `app/api` route (lib/api/services.mjs): `/api/<module>/x` is served at
 * `/<prefix>/x`, or at an extra rewrite's own path; other routes keep `/api/...`. `[id]` becomes `{id}`
 * and a catch-all `[...path]` becomes `{...path}`.
 */
export function publicPath(route: string): string {
  const placeholders = (p: string) => p.replace(/\[(\.\.\.)?([^\]]+)\]/g, "{$1$2}").replace(/:(\w+)/g, "{$1}");
  const asRewrite = route.replace(/\[(\.\.\.)?([^\]]+)\]/g, ":$2");
  const extra = extraApiRewrites.find((r) => r.destination === asRewrite);
  if (extra) return placeholders(extra.source);
  const [, module, rest = ""] = route.match(/^\/api\/([^/]+)(\/.*)?$/) ?? [];
  const service = apiServices.find((s) => s.module === module);
  return placeholders(service ? `/${service.prefix}${rest}` : route);
}
