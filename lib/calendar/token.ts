import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { calendarFeeds } from "@/db/schema";
import { authSecret } from "@/lib/auth/secret";
import { publicUrl } from "@/lib/config/public-url";

const TOKEN = /^(\d+)-(\d+)-([A-Za-z0-9_-]{43})$/;

async function signature(userId: number, version: number): Promise<string> {
  return createHmac("sha256", `calendar:${await authSecret()}`)
    .update(`${userId}.${version}`)
    .digest("base64url");
}

async function versionOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.version ?? 0;
}

const tokenOf = async (userId: number, version: number) => `${userId}-${version}-${await signature(userId, version)}`;

/** The feed URL's token: unguessable (an HMAC of the user and the link's version). */
export async function currentToken(db: Db, userId: number): Promise<string> {
  return tokenOf(userId, await versionOf(db, userId));
}

/** 'Renovar enlace': a new version, so every earlier link stops working. */
export async function renewToken(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 1 })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { version: sql`${calendarFeeds.version} + 1`, renewedAt: new Date() },
    })
    .returning({ version: calendarFeeds.version });
  return tokenOf(userId, row!.version);
}

/** The user a token belongs to, or null when it is malformed, forged or revoked. */
export async function userOfToken(db: Db, token: string): Promise<number | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [userId, version] = [Number(match[1]), Number(match[2])];
  if (version !== (await versionOf(db, userId))) return null;
  const expected = Buffer.from(await signature(userId, version));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

export function feedUrl(token: string): string {
  return `${publicUrl()}/calendar-api/feed/${token}`;
}
