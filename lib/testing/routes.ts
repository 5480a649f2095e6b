import type { RouteHandler } from "@/lib/api/endpoint";
import { HTTP_METHODS } from "@/lib/api/http-methods";
import { publicPath } from "@/lib/api/public-path";
import { apiRouteFiles } from "@/lib/api/route-files";

export interface DiscoveredRoute {
  file: string;
  /** The URL path its folders give, segments kept as written (`[id]`, `[...path]`). */
  route: string;
  /** The public path, as the access table names it: `/documents-api/{id}/approve`, `/api/sessions`. */
  publicPath: string;
  method: (typeof HTTP_METHODS)[number];
  handler: RouteHandler;
}

/** Every exported HTTP method of every API `route.ts` (lib/api/route-files.ts), found from the code itself. */
export async function discoverApiRoutes(root = process.cwd()): Promise<DiscoveredRoute[]> {
  const found: DiscoveredRoute[] = [];
  for (const { file, route } of apiRouteFiles(root)) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      if (method in mod)
        found.push({ file, route, publicPath: publicPath(route), method, handler: mod[method] as RouteHandler });
    }
  }
  return found;
}
