import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { bigint, pgSchema } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { migrationsFolder } from "@/db/project-root";
import { isShuttingDown } from "./lifecycle";

// drizzle's migrator records each applied migration here (both engines); not part of db/schema,
// so that drizzle-kit never generates it.
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  createdAt: bigint("created_at", { mode: "number" }),
});

/** A load balancer gives up on a check after a few seconds; the portal answers well within one. */
export const READINESS_TIMEOUT_MS = 800;

let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

function timeout(ms: number): Promise<"timeout"> {
  return new Promise((resolve) => setTimeout(() => resolve("timeout"), ms).unref());
}

/** Ready when not shutting down, the database answers within READINESS_TIMEOUT_MS and has every migration. */
export async function readiness(db: Db | null, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, reason: "El servidor se está deteniendo" };
  if (!db) return { ready: false, reason: "La base de datos aún no está abierta" };
  const query = db
    .select({ newest: sql<string | null>`max(${appliedMigrations.createdAt})::text` })
    .from(appliedMigrations)
    .then(([row]) => Number(row?.newest ?? 0));
  try {
    const newest = await Promise.race([query, timeout(timeoutMs)]);
    if (newest === "timeout") return { ready: false, reason: `La base de datos no responde en ${timeoutMs} ms` };
    if (newest < newestMigrationMillis()) return { ready: false, reason: "Faltan migraciones por aplicar" };
    return { ready: true };
  } catch (err) {
    return { ready: false, reason: `La base de datos no responde: ${err instanceof Error ? err.message : err}` };
  } finally {
    // A query still waiting for a connection settles later; nobody awaits it.
    query.catch(() => {});
  }
}
