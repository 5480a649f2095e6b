import { headers } from "next/headers";
import { cache } from "react";
import type { Db } from "@/db";
import { getDb } from "@/lib/database";
import { noteRequestUser } from "@/lib/ops/observe";
import { sessionIdFromCookieHeader } from "./next-auth";
import { findSession, type PortalSession } from "./session-store";

/**
 * The session of a request: `Authorization: Bearer <sessionId>` or next-auth's cookie. Read on `db`
 * when given (a handler's transaction: PGlite serves one connection, which the transaction holds).
 */
export async function sessionFromRequest(
  req: Request,
  given?: Db,
): Promise<{ session: PortalSession | null; viaBearer: boolean }> {
  const authorization = req.headers.get("authorization");
  const db = given ?? (await getDb());
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    return { session: await findSession(db, authorization.slice(7).trim()), viaBearer: true };
  }
  const sessionId = await sessionIdFromCookieHeader(req.headers.get("cookie"));
  return { session: sessionId ? await findSession(db, sessionId) : null, viaBearer: false };
}

/** The session of the page being rendered (server components only; looked up once per request). */
export const currentSession = cache(async (): Promise<PortalSession | null> => {
  const sessionId = await sessionIdFromCookieHeader((await headers()).get("cookie"));
  const session = sessionId ? await findSession(await getDb(), sessionId) : null;
  if (session) noteRequestUser(session.user.externalId);
  return session;
});
