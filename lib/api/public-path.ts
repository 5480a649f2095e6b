import { apiServices, extraApiRewrites } from "./services.mjs";

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
