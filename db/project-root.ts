import { existsSync } from "node:fs";
import path from "node:path";

/** The project folder, found from the working directory upwards (bundled code has no reliable __dirname). */
export function projectRoot(): string {
  let dir = process.cwd();
  for (;;) {
    if (existsSync(path.join(dir, "drizzle", "meta", "_journal.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("No se encuentra la carpeta drizzle/ del proyecto desde " + process.cwd());
    dir = parent;
  }
}

export const migrationsFolder = () => path.join(projectRoot(), "drizzle");
