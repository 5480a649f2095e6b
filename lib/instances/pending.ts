import { and, count, eq, inArray, min } from "drizzle-orm";
import type { Db } from "@/db";
import { instances } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { IN_PROGRESS } from "./transitions";

/** Requests nobody has answered yet, with the day the oldest came in (staff see every request). */
export async function openInstances(db: Db): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(instances.createdAt) })
    .from(instances)
    .where(eq(instances.status, "OPEN"));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** The student's own requests still being dealt with (open or in process). */
export async function instancesInProgress(db: Db, student: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(instances)
    .where(and(eq(instances.userId, student.id), inArray(instances.status, [...IN_PROGRESS])));
  return row?.n ?? 0;
}
