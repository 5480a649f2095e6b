// The production build's standalone server on a fresh embedded database (the demo university), for
// the scripts that look at its pages through a browser.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isStale, root } from "../sources.mjs";
import { startServer, stopServer } from "./server";

export interface DemoServer {
  /** A scratch folder (the database lives in it) that `stop` removes. */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * Starts it on `port`, sessions created with the API key `apiKey`; `env` adds to or overrides the
 * server's environment. Refuses to start on a missing or stale build.
 */
export async function startDemoServer(
  name: string,
  port: number,
  apiKey: string,
  env: Record<string, string> = {},
): Promise<DemoServer> {
  if (isStale(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No hay una compilación de producción al día: ejecuta antes `npm run build`");
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const server = await startServer(
    {
      ...process.env,
      DATABASE_URL: "",
      PGLITE_DIR: path.join(dir, "db"),
      PORTAL_API_KEY: apiKey,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: `${name}-only-secret`,
      ...env,
    },
    port,
  );
  return {
    dir,
    stop: async () => {
      await stopServer(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
