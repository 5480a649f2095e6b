import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { getEngine, openedDb } from "@/lib/database";
import { instanceId } from "@/lib/config/instance";
import { rowsOf } from "@/lib/sql-rows";

interface Snapshot {
  outboxQueued: number;
  outboxOldestSeconds: number;
  outboxFailed: number;
  jobsPending: number;
  jobsRunning: number;
  sessionsActive: number;
  signInsLastHour: number;
  feedbackHeld: number;
  poolOpen: number;
  poolInUse: number;
}

// One statement per scrape for every gauge (each gauge's collect asks; the first one reads).
let pending: { at: number; snapshot: Promise<Snapshot | null> } | null = null;

async function read(): Promise<Snapshot | null> {
  const db = await openedDb();
  if (!db) return null;
  // This instance's connections to PostgreSQL carry its id as application_name (lib/database.ts); PGlite has one.
  const pool =
    (await getEngine()) === "postgres"
      ? sql`(select count(*)::int from pg_stat_activity where application_name = ${instanceId}) as "poolOpen",
            (select count(*)::int from pg_stat_activity where application_name = ${instanceId} and state <> 'idle') - 1 as "poolInUse"`
      : sql`1 as "poolOpen", 0 as "poolInUse"`;
  const result = await db.execute(sql`select
      (select count(*)::int from outbox where status in ('QUEUED', 'SENDING')) as "outboxQueued",
      (select coalesce(extract(epoch from now() - min(created_at)), 0)::float from outbox where status in ('QUEUED', 'SENDING')) as "outboxOldestSeconds",
      (select count(*)::int from outbox where status = 'FAILED') as "outboxFailed",
      (select count(*)::int from background_jobs where status = 'PENDING') as "jobsPending",
      (select count(*)::int from background_jobs where status = 'RUNNING') as "jobsRunning",
      (select count(*)::int from sessions where expires_at > now()) as "sessionsActive",
      (select count(*)::int from sessions where created_at > now() - interval '1 hour') as "signInsLastHour",
      (select count(*)::int from held_feedback) as "feedbackHeld",
      ${pool}`);
  return rowsOf<Snapshot>(result)[0] ?? null;
}

function snapshot(): Promise<Snapshot | null> {
  if (!pending || Date.now() - pending.at > 1000) pending = { at: Date.now(), snapshot: read().catch(() => null) };
  return pending.snapshot;
}

const GAUGES: [keyof Snapshot, string, string][] = [
  ["outboxQueued", "portal_outbox_queued", "SMS and e-mails waiting to be sent (queued or being sent)"],
  ["outboxOldestSeconds", "portal_outbox_oldest_queued_seconds", "age of the oldest message waiting to be sent"],
  ["outboxFailed", "portal_outbox_failed", "messages that failed for good"],
  ["jobsPending", "portal_jobs_queued", "background jobs waiting for a worker"],
  ["jobsRunning", "portal_jobs_running", "background jobs being run"],
  ["sessionsActive", "portal_sessions_active", "unexpired sessions"],
  ["signInsLastHour", "portal_sign_ins_last_hour", "sessions created in the last hour (sign-ins)"],
  [
    "feedbackHeld",
    "portal_accessibility_feedback_held",
    "accessibility communications kept for review instead of entering the registry book",
  ],
  ["poolOpen", "portal_db_pool_open", "this instance's open database connections"],
  ["poolInUse", "portal_db_pool_in_use", "this instance's connections running a query (besides this scrape)"],
];

/** Gauges read from the database at each scrape (shared state: every instance reports the same queues). */
export function registerDatabaseGauges(registry: Registry): void {
  for (const [key, name, help] of GAUGES) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const s = await snapshot();
        if (s) this.set(Number(s[key]));
      },
    });
  }
}
