import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { apiServices } from "./services.mjs";

/** A route file and its route: the URL path its folders give, segments as written (`/api/sessions`, `/exams-api/requests/[id]`). */
export interface RouteFile {
  file: string;
  route: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return name === "route.ts" ? [full] : [];
    });
}

/** Every `route.ts` of the API, in a stable order: the platform's under `app/api`, each service's under `app/<prefix>`. */
export function apiRouteFiles(root: string): RouteFile[] {
  const app = path.join(root, "app");
  const dirs = ["api", ...apiServices.map((s) => s.prefix).sort()].filter((d) => existsSync(path.join(app, d)));
  return dirs
    .flatMap((d) => walk(path.join(app, d)))
    .map((file) => ({ file, route: "/" + path.relative(app, path.dirname(file)).split(path.sep).join("/") }));
}
