import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { settings } from "@/db/schema";
import { env } from "@/lib/config";

const holder = globalThis as unknown as { __portalAuthSecret?: Promise<string> };

/**
 * NEXTAUTH_SECRET when set; otherwise a secret generated once and kept in the database,
 * so that every instance of the installation signs and reads the same cookies.
 */
export function authSecret(): Promise<string> {
  const configured = env("NEXTAUTH_SECRET");
  if (configured) return Promise.resolve(configured);
  holder.__portalAuthSecret ??= (async () => {
    const db = await getDb();
    await db
      .insert(settings)
      .values({ key: "auth_secret", value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(settings).where(eq(settings.key, "auth_secret"));
    if (!row) throw new Error("No se ha podido leer el secreto de autenticación");
    return row.value;
  })();
  return holder.__portalAuthSecret;
}
