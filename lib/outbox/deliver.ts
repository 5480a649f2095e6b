import { env } from "@/lib/config";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { outbox } from "@/db/schema";
import {
  configuredTransports,
  PermanentDeliveryError,
  TRANSPORT_TIMEOUT_MS,
  type Channel,
  type OutboxMessage,
  type Transports,
} from "./transports";

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * A claimed message is not offered to another sender for this long, on the database's clock (one
 * clock for every instance). Each claim covers one message, and a send is abandoned after
 * TRANSPORT_TIMEOUT_MS, so a live sender always finishes well within its lease: only the messages of
 * a sender that died are claimed again.
 */
export const LEASE_MS = 2 * 60_000;

export const maxAttempts = () => env("OUTBOX_MAX_ATTEMPTS");

/** Waits 30 s, 2 min, 8 min, 32 min… between attempts, at most 6 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 6 * 3_600_000);

export async function enqueue(db: Db, message: typeof outbox.$inferInsert): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(message).returning();
  return row!;
}

/**
 * Claims one message matching `which` (FOR UPDATE SKIP LOCKED) with a fresh claim token: a QUEUED
 * one becomes SENDING with a lease; a HELD one stays HELD, since only its command may send it.
 */
async function claimOne(db: Db, channels: Channel[], which: SQL): Promise<OutboxRow | undefined> {
  if (channels.length === 0) return undefined;
  const where = and(inArray(outbox.channel, channels), which);
  const candidate = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(where)
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      status: sql`case when ${outbox.status} = 'HELD' then 'HELD'::outbox_status else 'SENDING'::outbox_status end`,
      claimToken: randomUUID(),
      nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
    })
    // `= (scalar subquery)` runs once; `IN (…)` may be rescanned and claim more rows than it returns.
    .where(and(eq(outbox.id, sql`(${candidate})`), where))
    .returning();
  return row;
}

/** Due by `now`, or claimed by a sender whose lease lapsed on the database's clock (it died mid-send). */
const due = (now: Date) =>
  or(
    and(eq(outbox.status, "QUEUED"), lte(outbox.nextAttemptAt, now)),
    and(eq(outbox.status, "SENDING"), lt(outbox.nextAttemptAt, sql`now()`)),
  )!;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`El proveedor no respondió en ${TRANSPORT_TIMEOUT_MS / 1000} s`)),
      TRANSPORT_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One attempt on a message this sender claimed: SENT with the provider's answer, or back to QUEUED
 * (HELD for a held one) with a backoff, or FAILED after the last try. The outcome is written only
 * while the claim is still ours, so a SENT message never goes back to QUEUED.
 */
async function attempt(
  db: Db,
  row: OutboxRow,
  transports: Transports,
  content?: Partial<OutboxMessage>,
): Promise<OutboxRow> {
  const attempts = row.attempts + 1;
  let outcome: Partial<OutboxRow>;
  try {
    const answer = await withinTimeout(transports[row.channel]!({ ...row, ...content }, db));
    outcome = { status: "SENT", sentAt: new Date(), providerAnswer: answer, lastError: null };
  } catch (err) {
    outcome = {
      status:
        attempts >= maxAttempts() || err instanceof PermanentDeliveryError
          ? "FAILED"
          : row.status === "HELD"
            ? "HELD"
            : "QUEUED",
      lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
      nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
    };
  }
  const [done] = await db
    .update(outbox)
    .set({ ...outcome, attempts, claimToken: null })
    .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken!), eq(outbox.status, row.status)))
    .returning();
  return done ?? (await currentRow(db, row.id));
}

async function currentRow(db: Db, id: number): Promise<OutboxRow> {
  const [current] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!current) throw new Error(`No existe el mensaje ${id} en la cola de envío`);
  return current;
}

/**
 * Delivers up to `limit` due messages, claiming them one at a time (the server's poller and
 * `npm run portal -- outbox deliver` call this; several may run at once), until `stopped()` says so.
 */
export async function deliverDue(
  db: Db,
  {
    transports = configuredTransports(),
    now = new Date(),
    limit = 50,
    stopped = () => false,
  }: { transports?: Transports; now?: Date; limit?: number; stopped?: () => boolean } = {},
): Promise<OutboxRow[]> {
  const results: OutboxRow[] = [];
  for (let i = 0; i < limit && !stopped(); i++) {
    const row = await claimOne(db, Object.keys(transports) as Channel[], due(now));
    if (!row) break;
    results.push(await attempt(db, row, transports));
  }
  return results;
}

/**
 * Tries one message right away (after the request that queued it has committed), unless another
 * sender holds it. `content` replaces what is sent without being stored, and `held` claims a HELD
 * message (a credentials mail stored redacted, sent only by the command holding the password).
 * Without a transport for its channel the message simply stays where it is.
 */
export async function deliverNow(
  db: Db,
  id: number,
  {
    transports = configuredTransports(),
    content,
    held = false,
  }: { transports?: Transports; content?: Partial<OutboxMessage>; held?: boolean } = {},
): Promise<OutboxRow> {
  const row = await claimOne(
    db,
    Object.keys(transports) as Channel[],
    and(eq(outbox.id, id), eq(outbox.status, held ? "HELD" : "QUEUED"))!,
  );
  return row ? attempt(db, row, transports, content) : currentRow(db, id);
}

/** What a caller reports: a message another sender is sending, or held by its command, is still on its way. */
export const deliveryStatus = (row: OutboxRow): "QUEUED" | "SENT" | "FAILED" =>
  row.status === "SENT" || row.status === "FAILED" ? row.status : "QUEUED";

/** How many messages wait, were sent and failed, per channel: for screens that show the queue honestly. */
export async function outboxSummary(db: Db, channel: Channel) {
  const rows = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.channel, channel))
    .groupBy(outbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<OutboxRow["status"], number>>;
}
