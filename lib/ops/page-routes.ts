import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The part of Next's `.next/routes-manifest.json` that names the app's routes. */
export interface RoutesManifest {
  staticRoutes: { page: string }[];
  dynamicRoutes: { page: string; regex: string }[];
}

/** A page path no route matches (Next answers it with its not-found page). */
export const UNMATCHED_PAGE = "/_not-found";

// `[id]` → `{id}`, `[...path]` and `[[...path]]` → `{path}`: the API routes' template style.
const asTemplate = (page: string) => page.replace(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g, "{$1}");

/**
 * The route template of a page path (`/tfg/12` → `/tfg/{id}`), from the routes Next built: exact
 * static routes first, then the dynamic ones in Next's own order of precedence.
 */
export function pageTemplateFrom(manifest: RoutesManifest): (pathname: string) => string {
  const statics = new Set(manifest.staticRoutes.map((r) => r.page));
  const dynamics = manifest.dynamicRoutes.map((r) => ({ regex: new RegExp(r.regex), template: asTemplate(r.page) }));
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    if (statics.has(trimmed)) return trimmed;
    return dynamics.find((r) => r.regex.test(trimmed))?.template ?? UNMATCHED_PAGE;
  };
}

const holder = globalThis as unknown as { __portalPageTemplate?: (pathname: string) => string };

/**
 * The route template of a page path in this build (the manifest in `.next` under the server's
 * folder; `next dev` keeps it in `.next/dev`). Until a manifest exists every page is unmatched.
 */
export function pageTemplate(pathname: string): string {
  if (!holder.__portalPageTemplate) {
    // Read at run time, not traced into the build (a path built from cwd would make it trace the whole project).
    const file = [".next/routes-manifest.json", ".next/dev/routes-manifest.json"]
      .map((f) => path.join(/*turbopackIgnore: true*/ process.cwd(), f))
      .find((f) => existsSync(f));
    if (!file) return UNMATCHED_PAGE;
    holder.__portalPageTemplate = pageTemplateFrom(JSON.parse(readFileSync(file, "utf8")) as RoutesManifest);
  }
  return holder.__portalPageTemplate(pathname);
}
