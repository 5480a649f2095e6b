import { publicPath } from "@/lib/api/public-path";

/**
 * The response header that names the request's route template, for the proxy's access log
 * (deploy/nginx.conf logs it instead of the path, and hides it from the client).
 */
export const ROUTE_HEADER = "X-Route";

/**
 * The route a request matched, with its parameters as `{name}` (`/tfg-api/requests/{id}`), from the
 * path and the parameters Next decoded, named as the access table names it (a platform route reached under
 * `/api/` at another public path, such as `/metrics`, by that path): logs and metrics group by it, and carry no ids.
 */
export function routeTemplate(pathname: string, params: Record<string, string | string[]> | undefined): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) names.set(v, name);
  }
  const path = pathname.startsWith("/api/") ? publicPath(pathname) : pathname;
  if (names.size === 0) return path;
  return path
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // proxy.ts refuses malformed escapes before any handler
      }
      const name = names.get(decoded);
      return name ? `{${name}}` : segment;
    })
    .join("/")
    .replace(/(\/\{([^}]+)\})(\/\{\2\})+/g, "$1");
}
