import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import * as schema from "./schema";
import { migrationsFolder } from "./project-root";
import { claimPgliteFolder } from "./pglite-lock";
import { preparingEveryQuery } from "./prepared-statements";
import { withReservedTransactions } from "./reserved-transactions";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = "postgres" | "pglite";

/** What the caller (lib/database.ts, from the configuration) tells the connection. */
export interface DbSettings {
  /** PostgreSQL's URL; without one, the embedded PGlite in `pgliteDir`. */
  url?: string;
  /** The embedded database's folder, or `memory://` for one in memory. */
  pgliteDir: string;
  /** Connections of the pool (PostgreSQL). */
  poolSize: number;
  /** The instance's name on its connections (application_name). */
  applicationName: string;
}

export interface Connection {
  db: Db;
  engine: Engine;
  close: () => Promise<void>;
  /** The embedded database's folder as a gzipped tarball (PGlite only): a consistent copy while it runs. */
  dump?: () => Promise<Blob>;
}

// Any number advisory-locked by every instance while it migrates: instances starting together wait in turn.
const MIGRATION_LOCK = 727_001;

/** Whether the database lacks the last migration of the folder (drizzle records each one's folder time). */
async function migrationsPending(client: Sql): Promise<boolean> {
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const last = readMigrationFiles({ migrationsFolder: migrationsFolder() }).at(-1);
  if (!last) return false;
  // A database never migrated has no such table: everything is pending.
  const [applied] = await client<{ at: string | null }[]>`select max(created_at)::text as at
    from drizzle.__drizzle_migrations`.catch(() => []);
  return !applied?.at || Number(applied.at) < last.folderMillis;
}

async function openPostgres(url: string, poolSize: number, applicationName: string): Promise<Connection> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");

  const migrationClient = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // Without a migration to apply, no lock is taken: behind PgBouncer in transaction mode the lock and its
    // unlock could reach different server connections, leaving the lock held for every later start.
    if (await migrationsPending(migrationClient)) {
      await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migrate(drizzle(migrationClient), { migrationsFolder: migrationsFolder() });
      await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await migrationClient.end();
  }

  const client = withReservedTransactions(
    preparingEveryQuery(
      postgres(url, {
        max: poolSize,
        onnotice: () => {},
        connection: {
          // The instance's connections name it, for its pool gauges (lib/ops/database-gauges.ts) and pg_stat_activity.
          application_name: applicationName,
          // Every query is a prepared statement (./prepared-statements.ts), but planned for its own values each
          // time: a generic plan for `%term%` searched the whole table for a term that matches nothing.
          plan_cache_mode: "force_custom_plan",
        },
      }),
    ),
  );
  // A query still running when the pool closes (a job handed back at shutdown) is cut after 5 s.
  const close = () => client.end({ timeout: 5 });
  return { db: drizzle(client, { schema }) as unknown as Db, engine: "postgres", close };
}

async function openPglite(dir: string): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");

  let release = () => {};
  let dataDir = dir;
  if (!dir.startsWith("memory://")) {
    dataDir = path.resolve(dir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    release = claimPgliteFolder(dataDir);
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    dump: () => client.dumpDataDir("gzip"),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Opens and migrates the database the settings name: PostgreSQL when they have a URL, else PGlite. */
export function openDb(settings: DbSettings): Promise<Connection> {
  return settings.url
    ? openPostgres(settings.url, settings.poolSize, settings.applicationName)
    : openPglite(settings.pgliteDir);
}

/**
 * The postgres.js client under a database opened on PostgreSQL, for what drizzle cannot send (a COPY read
 * as a stream); null on PGlite and for a transaction's handle.
 */
export function postgresClientOf(db: Db): Sql | null {
  const client = (db as { $client?: unknown }).$client;
  return typeof client === "function" && "reserve" in client ? (client as Sql) : null;
}
