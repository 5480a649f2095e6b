import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { auditLog, users } from "@/db/schema";
import { createSession, SESSION_USER_COLUMNS, type PortalSession } from "./session-store";

/** How a person entered: a session link, or the university's identity provider by OpenID Connect or SAML. */
export type SignInMethod = "link" | "oidc" | "saml";

/** Paths where each method's sign-in completes, as the audit log names them. */
export const SIGN_IN_PATHS: Record<SignInMethod, string> = {
  link: "/api/auth/callback/portal-session",
  oidc: "/api/auth/callback/oidc",
  saml: "/api/auth/saml/acs",
};

/** The audit row of a sign-in: method `SIGN_IN`, the sign-in method as its target. */
export async function auditSignIn(db: Db, user: Pick<PortalSession["user"], "externalId" | "role">, how: SignInMethod) {
  await db.insert(auditLog).values({
    userExternalId: user.externalId,
    role: user.role,
    method: "SIGN_IN",
    path: SIGN_IN_PATHS[how],
    targetId: how,
    requestId: randomUUID(),
  });
}

/** A new portal session for a user the identity provider vouched for, and its audit row, in one transaction. */
export async function signInUser(db: Db, userId: number, how: SignInMethod): Promise<PortalSession> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select(SESSION_USER_COLUMNS).from(users).where(eq(users.id, userId));
    if (!user) throw new Error(`No existe el usuario ${userId}`);
    const { sessionId, expiresAt } = await createSession(tx as unknown as Db, user.id);
    await auditSignIn(tx as unknown as Db, user, how);
    return { sessionId, user, expiresAt };
  });
}
