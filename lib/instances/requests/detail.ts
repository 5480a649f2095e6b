import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceHistory, instanceRegistrations } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { fileVersions } from "../files/queries";
import { author, authorName, readableInstance } from "./queries";
import type { InstanceDetail } from "./schemas";

/** The request with who changed it and when, its registry codes and every version of its files. */
export async function getInstanceDetail(db: Db, viewer: SessionUser, id: number): Promise<InstanceDetail> {
  const row = await readableInstance(db, viewer, id);
  const [history, registrations, files] = await Promise.all([
    db
      .select({
        id: instanceHistory.id,
        action: instanceHistory.action,
        status: instanceHistory.status,
        changedAt: instanceHistory.changedAt,
        changedBy: authorName,
      })
      .from(instanceHistory)
      .innerJoin(author, eq(author.id, instanceHistory.changedBy))
      .where(eq(instanceHistory.instanceId, id))
      .orderBy(asc(instanceHistory.changedAt), asc(instanceHistory.id)),
    db
      .select({
        kind: instanceRegistrations.kind,
        code: instanceRegistrations.code,
        created: instanceRegistrations.createdAt,
      })
      .from(instanceRegistrations)
      .where(eq(instanceRegistrations.instanceId, id))
      .orderBy(asc(instanceRegistrations.id)),
    fileVersions(db, id),
  ]);
  return {
    ...row,
    history: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
    registrations: registrations.map((r) => ({ ...r, created: r.created.toISOString() })),
    files,
  };
}
