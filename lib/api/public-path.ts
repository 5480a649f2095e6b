import { extraApiRewrites } from "./services.mjs";

/**
 * The public path of a route (lib/api/services.mjs): its own, or an extra rewrite's path when one
 * serves it (`/proceeding/…`). `[id]` becomes `{id}` and a catch-all `[...path]` becomes `{...path}`.
 */
export function publicPath(route: string): string {
  const placeholders = (p: string) => p.replace(/\[(\.\.\.)?([^\]]+)\]/g, "{$1$2}").replace(/:(\w+)/g, "{$1}");
  const asRewrite = route.replace(/\[(\.\.\.)?([^\]]+)\]/g, ":$2");
  const extra = extraApiRewrites.find((r) => r.destination === asRewrite);
  return placeholders(extra ? extra.source : route);
}
