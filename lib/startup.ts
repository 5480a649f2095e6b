import { eq } from "drizzle-orm";
import { configuredEngine, getDb, pgliteDir } from "@/db";
import { settings } from "@/db/schema";
import { authSecret } from "@/lib/auth/secret";
import { isDatabaseEmpty, printDemoLinks, seedDemo } from "@/lib/demo/seed";

const DEMO_MARKER = "demo_seeded";

/**
 * Server start: migrate, make sure the auth secret exists, and on the embedded database load the
 * demo university the first time and print fresh session links on every start.
 */
export async function startServer(): Promise<void> {
  const db = await getDb();
  await authSecret();
  if (configuredEngine() !== "pglite") return;

  if (await isDatabaseEmpty(db)) {
    console.log(`Base de datos embebida nueva en ${pgliteDir()}: cargando la universidad de demostración…`);
    await seedDemo(db);
    await db.insert(settings).values({ key: DEMO_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
  }
  const [marker] = await db.select().from(settings).where(eq(settings.key, DEMO_MARKER));
  if (marker) {
    console.log("\nEnlaces de sesión de demostración (uno por rol):");
    await printDemoLinks(db);
    console.log("");
  }
}
