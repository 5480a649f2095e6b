import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { createSession, sessionTtlHours, sessionUrl } from "@/lib/auth/session-store";

/** A new session for the user with `externalId`: the lines `npm run portal -- session` prints, the link last. */
export async function sessionLink(db: Db, externalId: string): Promise<{ lines: string[] }> {
  const [user] = await db
    .select({ id: users.id, givenName: users.givenName, familyName: users.familyName, role: users.role })
    .from(users)
    .where(eq(users.externalId, externalId))
    .limit(1);
  if (!user) throw new NotFoundError(`No existe ningún usuario con externalId "${externalId}"`);
  const { sessionId } = await createSession(db, user.id);
  return {
    lines: [
      `Sesión de ${user.givenName} ${user.familyName} (${user.role}), válida durante ${sessionTtlHours()} horas:`,
      sessionUrl(sessionId),
    ],
  };
}
