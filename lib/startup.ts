import { eq } from "drizzle-orm";
import { configuredEngine, getDb, pgliteDir } from "@/lib/database";
import { settings } from "@/db/schema";
import { authSecret } from "@/lib/auth/secret";
import { assertValidEnvironment, env, environmentWarnings } from "@/lib/config";
import { configuredTimeZone } from "@/lib/time-zone";
import { ssoConfig } from "@/lib/auth/sso/config";
import { retentionConfig } from "@/lib/privacy/config";
import { repeatedCodesWarning } from "@/lib/registry/duplicates";
import { DEMO_MARKER, isDatabaseEmpty, printDemoLinks, seedDemo } from "@/lib/demo/seed";
import { writeLocalKey } from "@/lib/cli/local-key";
import { answerBackupRequests } from "@/lib/ops/backup";
import { guardForwardedFor } from "@/lib/ops/forwarded-for";
import { trackRequests } from "@/lib/ops/in-flight";
import { logPageRequests } from "@/lib/ops/page-log";
import { handleStopSignals } from "@/lib/ops/shutdown";
import { startWorkers, workersEnabled } from "@/lib/ops/workers";

/**
 * Server start: check the configuration, migrate (and warn of registry codes repeated from before they
 * were unique), make sure the auth secret exists, start the workers (unless PORTAL_WORKERS=off), and on
 * the embedded database load the demo university the first time and print fresh session links on every
 * start.
 */
export async function startServer(): Promise<void> {
  try {
    assertValidEnvironment();
    // eslint-disable-next-line no-console -- to stderr, beside the start's other messages, before the logger
    for (const warning of environmentWarnings()) console.warn(`Aviso: ${warning}`);
    trackRequests();
    guardForwardedFor();
    logPageRequests();
    await prepare();
    // `next dev` restarts its own server process; the graceful stop is for the production server.
    if (process.env.NODE_ENV === "production") handleStopSignals();
  } catch (err) {
    // A half-started server would answer 500 to everything: stop instead, saying why (to stderr: the
    // logger may be what failed to start).
    // eslint-disable-next-line no-console
    console.error("No se ha podido arrancar el Portal de servicios:", err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

async function prepare(): Promise<void> {
  configuredTimeZone();
  ssoConfig(); // a half-configured sign-in protocol stops the start, naming what is missing
  retentionConfig(); // so does a RETENTION_CRON that is no cron expression
  const db = await getDb();
  const repeated = await repeatedCodesWarning(db);
  // eslint-disable-next-line no-console -- beside the configuration's warnings, for whoever deployed
  if (repeated) console.warn(`Aviso: ${repeated}`);
  await authSecret();
  if (workersEnabled()) startWorkers();
  if (configuredEngine() !== "pglite") return;
  answerBackupRequests();
  // `npm run portal -- session …` cannot open the folder the server holds: it asks the server with this key.
  writeLocalKey(pgliteDir(), `http://127.0.0.1:${env("PORT")}`);

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
