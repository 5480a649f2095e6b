import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { outbox } from "@/db/schema";
import { configuredTransports, type Channel, type OutboxMessage, type Transports } from "./transports";

export type OutboxRow = typeof outbox.$inferSelect;

// A claimed message is not offered to another instance for this long, even if its sender died.
const LEASE_MS = 5 * 60_000;

export function maxAttempts(): number {
  const n = Number(process.env.OUTBOX_MAX_ATTEMPTS);
  return Number.isInteger(n) && n > 0 ? n : 5;
}

/** Waits 30 s, 2 min, 8 min, 32 min… between attempts, at most 6 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 6 * 3_600_000);

export async function enqueue(db: Db, message: typeof outbox.$inferInsert): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(message).returning();
  return row!;
}

/**
 * Claims QUEUED messages of the channels that have a transport (FOR UPDATE SKIP LOCKED, then a
 * lease): those due by `now`, or the one message `id` whatever its next attempt time.
 */
async function claim(db: Db, channels: Channel[], now: Date, limit: number, id?: number): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "QUEUED"), inArray(outbox.channel, channels), id ? eq(outbox.id, id) : lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** One attempt: SENT with the provider's answer, or back to QUEUED with a backoff, or FAILED after the last try. */
async function attempt(db: Db, row: OutboxRow, transports: Transports, content?: Partial<OutboxMessage>): Promise<OutboxRow> {
  const attempts = row.attempts + 1;
  try {
    const answer = await transports[row.channel]!({ ...row, ...content });
    const [sent] = await db
      .update(outbox)
      .set({ status: "SENT", attempts, sentAt: new Date(), providerAnswer: answer, lastError: null })
      .where(eq(outbox.id, row.id))
      .returning();
    return sent!;
  } catch (err) {
    const failed = attempts >= maxAttempts();
    const [next] = await db
      .update(outbox)
      .set({
        status: failed ? "FAILED" : "QUEUED",
        attempts,
        lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
      })
      .where(eq(outbox.id, row.id))
      .returning();
    return next!;
  }
}

/** Delivers every due message (the server's poller and `npm run portal -- outbox deliver` call this). */
export async function deliverDue(
  db: Db,
  { transports = configuredTransports(), now = new Date(), limit = 50 }: { transports?: Transports; now?: Date; limit?: number } = {},
): Promise<OutboxRow[]> {
  const claimed = await claim(db, Object.keys(transports) as Channel[], now, limit);
  const results: OutboxRow[] = [];
  for (const row of claimed) results.push(await attempt(db, row, transports));
  return results;
}

/**
 * Tries one message right away (after the request that queued it has committed). `content`
 * replaces what is sent without being stored: a credentials mail is stored redacted.
 * Without a transport for its channel the message simply stays QUEUED.
 */
export async function deliverNow(
  db: Db,
  id: number,
  { transports = configuredTransports(), content }: { transports?: Transports; content?: Partial<OutboxMessage> } = {},
): Promise<OutboxRow> {
  const [row] = await claim(db, Object.keys(transports) as Channel[], new Date(), 1, id);
  if (row) return attempt(db, row, transports, content);
  const [current] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!current) throw new Error(`No existe el mensaje ${id} en la cola de envío`);
  return current;
}

/** How many messages wait, were sent and failed, per channel: for screens that show the queue honestly. */
export async function outboxSummary(db: Db, channel: Channel) {
  const rows = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.channel, channel))
    .groupBy(outbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<OutboxRow["status"], number>>;
}
