import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { documents } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";

/** The student's rejected documents, to hand in again. */
export async function rejectedDocuments(db: Db, student: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.studentId, student.id), eq(documents.status, "REJECTED")));
  return row?.n ?? 0;
}

/** Documents waiting for a coordinator's review (coordinators review every student's, as the list shows). */
export async function documentsToReview(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.status, "PENDING"));
  return row?.n ?? 0;
}
