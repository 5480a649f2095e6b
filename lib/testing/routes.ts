import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/api/endpoint";
import { HTTP_METHODS } from "@/lib/api/http-methods";
import { publicPath } from "@/lib/api/public-path";

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
      if (method in mod)
        found.push({ file, route, publicPath: publicPath(route), method, handler: mod[method] as RouteHandler });
    }
  }
  return found;
}
