import { lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { rateLimits } from "@/db/schema";
import { TooManyRequestsError } from "@/lib/api/errors";
import type { Msg } from "@/lib/i18n/message";

export interface RateLimitRule {
  /** Names the counter, e.g. `verification` or `upload`; subjects of different rules never share one. */
  name: string;
  /** Requests allowed per window; the next one gets a 429. */
  max: number;
  windowSeconds: number;
  /** The message of the 429: a catalogue key (`msg(…)`), said in the language of the request. */
  message: Msg | string;
}

// Counters whose window ended this long ago are deleted now and then.
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Counts `cost` units of `subject` against `rule`; how many the window holds now, and when it started. */
async function count(
  db: Db,
  rule: Pick<RateLimitRule, "name" | "windowSeconds">,
  subject: string,
  now: Date,
  cost: number,
) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${subject}`, windowStart, hits: cost })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // A later window starts again at 1; an instance whose clock lags counts into the current one.
      set: {
        hits: sql`CASE WHEN ${rateLimits.windowStart} >= excluded.window_start THEN ${rateLimits.hits} + excluded.hits ELSE excluded.hits END`,
        windowStart: sql`GREATEST(${rateLimits.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (row!.hits === cost)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_MS)));
  return { hits: row!.hits, windowEnd: row!.windowStart.getTime() + windowMs };
}

/**
 * Counts one request of `subject` (a client address, a user id…) against `rule`, `cost` units of
 * it (default 1; e.g. the parts of an SMS), or throws a
 * `TooManyRequestsError` (429) when the window's allowance is spent. The counter is one row per
 * rule and subject, incremented by a single atomic upsert, so every app instance shares it.
 * Inside a transaction that later rolls back the request is not counted: call it outside one, or
 * accept that failed mutations are free.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
  cost = 1,
): Promise<void> {
  const { hits, windowEnd } = await count(db, rule, subject, now, cost);
  if (hits > rule.max) {
    const retryAfter = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
    throw new TooManyRequestsError(rule.message, retryAfter);
  }
}

/** Counts one use of `subject` against `rule` as consumeRateLimit does, and says whether it was within the allowance. */
export async function withinRateLimit(db: Db, rule: Omit<RateLimitRule, "message">, subject: string): Promise<boolean> {
  return (await count(db, rule, subject, new Date(), 1)).hits <= rule.max;
}
