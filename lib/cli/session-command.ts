import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { createSession, sessionTtlHours, sessionUrl } from "@/lib/auth/session-store";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- session <externalId>";

// npm run portal -- session <externalId>; the link is the last line so scripts can take it with `tail -1`.
async function session(args: string[]): Promise<number> {
  const [externalId, ...extra] = args;
  if (!externalId || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    const [user] = await db
      .select({ id: users.id, givenName: users.givenName, familyName: users.familyName, role: users.role })
      .from(users)
      .where(eq(users.externalId, externalId))
      .limit(1);
    if (!user) {
      console.error(`No existe ningún usuario con externalId "${externalId}"`);
      return 1;
    }
    const { sessionId } = await createSession(db, user.id);
    console.log(
      `Sesión de ${user.givenName} ${user.familyName} (${user.role}), válida durante ${sessionTtlHours()} horas:`,
    );
    console.log(sessionUrl(sessionId));
    return 0;
  });
}

export const sessionCommand: Command = { usage: USAGE, run: session };
