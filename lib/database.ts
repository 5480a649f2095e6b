import { openDb, type Connection, type Db, type Engine } from "@/db/client";
import { env } from "@/lib/config";
import { instanceId } from "@/lib/config/instance";

export function configuredEngine(): Engine {
  return env("DATABASE_URL") ? "postgres" : "pglite";
}

export function pgliteDir(): string {
  return env("PGLITE_DIR") ?? ".data/pglite";
}

const holder = globalThis as unknown as { __portalDb?: Promise<Connection> };

/** The process's one connection (or pool), opened and migrated on first use with the configured settings. */
function connection(): Promise<Connection> {
  holder.__portalDb ??= openDb({
    url: env("DATABASE_URL"),
    pgliteDir: pgliteDir(),
    poolSize: env("DATABASE_POOL_SIZE"),
    applicationName: instanceId,
  }).catch((err: unknown) => {
    holder.__portalDb = undefined;
    throw err;
  });
  return holder.__portalDb;
}

export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

/** The open database, or null when none is open (never opens one: readiness and shutdown ask this). */
export async function openedDb(): Promise<Db | null> {
  const pending = holder.__portalDb;
  return pending ? (await pending).db : null;
}

/** A backup of the open embedded database (see Connection.dump); null on PostgreSQL. */
export async function dumpEmbeddedDb(): Promise<Blob | null> {
  const dump = (await connection()).dump;
  return dump ? dump() : null;
}

export async function getEngine(): Promise<Engine> {
  return (await connection()).engine;
}

export async function closeDb(): Promise<void> {
  const pending = holder.__portalDb;
  holder.__portalDb = undefined;
  if (pending) await (await pending).close();
}
