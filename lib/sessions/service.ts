import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "@/lib/api/errors";
import { createSession, findSession, sessionUrl, type PortalSession } from "@/lib/auth/session-store";
import { env } from "@/lib/config";
import { msg } from "@/lib/i18n/message";

/**
 * `GET /tfg-api/sessions/session/{id}`: only the session's own holder may read it. The caller's session,
 * already read by `endpoint()`, answers its own id; another id is looked up only to tell 401 from 403.
 */
export async function describeSession(db: Db, caller: PortalSession, sessionId: string) {
  const session = sessionId === caller.sessionId ? caller : await findSession(db, sessionId);
  if (!session) throw new UnauthorizedError(msg("auth.sessions.expired"));
  if (session.sessionId !== caller.sessionId) throw new ForbiddenError();
  const { externalId, givenName, familyName, email } = session.user;
  return { role: session.user.role, user: { externalId, givenName, familyName, email } };
}

function keyMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The university's single sign-on asks for a session with the shared PORTAL_API_KEY. */
export async function createSessionForSso(db: Db, authorization: string | null, externalId: string) {
  const apiKey = env("PORTAL_API_KEY");
  if (!apiKey) throw new NotFoundError(msg("auth.sessions.apiDisabled"));
  const given = authorization?.toLowerCase().startsWith("bearer ") ? authorization.slice(7).trim() : "";
  if (!keyMatches(given, apiKey)) throw new UnauthorizedError(msg("auth.sessions.badApiKey"));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, externalId));
  if (!user) throw new NotFoundError(msg("auth.sessions.noUser"));
  const { sessionId, expiresAt } = await createSession(db, user.id);
  return { sessionId, url: sessionUrl(sessionId), expiresAt };
}
