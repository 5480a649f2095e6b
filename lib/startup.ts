import { eq } from "drizzle-orm";
import { configuredEngine, getDb, pgliteDir } from "@/db";
import { settings } from "@/db/schema";
import { authSecret } from "@/lib/auth/secret";
import { startJobWorker } from "@/lib/jobs/worker";
import { startOutboxPoller } from "@/lib/outbox/poller";
import { startScheduler } from "@/lib/scheduler/loop";
import { DEMO_MARKER, isDatabaseEmpty, printDemoLinks, seedDemo } from "@/lib/demo/seed";

/**
 * Server start: migrate, make sure the auth secret exists, and on the embedded database load the
 * demo university the first time and print fresh session links on every start.
 */
export async function startServer(): Promise<void> {
  try {
    await prepare();
  } catch (err) {
    // A half-started server would answer 500 to everything: stop instead, saying why.
    console.error("No se ha podido arrancar el Portal de servicios:", err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

async function prepare(): Promise<void> {
  const db = await getDb();
  await authSecret();
  startOutboxPoller();
  startJobWorker();
  startScheduler();
  if (configuredEngine() !== "pglite") return;

  if (await isDatabaseEmpty(db)) {
    console.log(`Base de datos embebida nueva en ${pgliteDir()}: cargando la universidad de demostración…`);
    await seedDemo(db);
  }
  const [marker] = await db.select().from(settings).where(eq(settings.key, DEMO_MARKER));
  if (marker) {
    console.log("\nEnlaces de sesión de demostración (uno por rol):");
    await printDemoLinks(db);
    console.log("");
  }
}
