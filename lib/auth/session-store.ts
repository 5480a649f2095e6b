import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { sessions, users } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import { env } from "@/lib/config";
import { publicUrl } from "@/lib/config/public-url";

/** 32 random bytes, base64url: 256 bits, 43 characters. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionUser {
  id: number;
  externalId: string;
  givenName: string;
  familyName: string;
  email: string | null;
  role: Role;
  /** The language chosen in 'Idioma', if any (lib/i18n). */
  locale?: string | null;
}

export interface PortalSession {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
}

export const hashSessionId = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

export function sessionTtlHours(): number {
  return env("SESSION_TTL_HOURS");
}

export async function createSession(db: Db, userId: number): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + sessionTtlHours() * 3_600_000);
  await db.insert(sessions).values({ tokenHash: hashSessionId(sessionId), userId, expiresAt });
  return { sessionId, expiresAt };
}

/** The columns of a session's user, as `PortalSession.user` carries them. */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  externalId: users.externalId,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
  role: users.role,
  locale: users.locale,
};

function sessionLookup(db: Db) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      user: SESSION_USER_COLUMNS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare("find_session");
}

// Every request reads its session: the query is built once per database handle (the pool, or a transaction).
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The live session behind an id, or null when unknown, expired or ended. */
export async function findSession(db: Db, sessionId: string): Promise<PortalSession | null> {
  if (!SESSION_ID_PATTERN.test(sessionId)) return null;
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashSessionId(sessionId) });
  return row ? { sessionId, user: row.user, expiresAt: row.expiresAt } : null;
}

/**
 * Signs in with a session link: the link is spent (single use) and a fresh session, with an id the
 * link never showed, is returned for the cookie. Null when the link is unknown, spent or expired.
 */
export async function exchangeLink(db: Db, linkId: string): Promise<PortalSession | null> {
  const link = await findSession(db, linkId);
  if (!link) return null;
  const [spent] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashSessionId(linkId)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (!spent) return null;
  const fresh = await createSession(db, spent.userId);
  return { sessionId: fresh.sessionId, user: link.user, expiresAt: fresh.expiresAt };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashSessionId(sessionId)), isNull(sessions.revokedAt)));
}

export function sessionUrl(sessionId: string): string {
  return `${publicUrl()}/${sessionId}`;
}
