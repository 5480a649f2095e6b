import { msg } from "@/lib/i18n/message";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examTerms, exams } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";

export async function createTerm(db: Db, name: string) {
  const [existing] = await db
    .select({ id: examTerms.id })
    .from(examTerms)
    .where(sql`lower(${examTerms.name}) = lower(${name})`);
  if (existing) throw new ConflictError(msg("exams.errors.termNameTaken"));
  const [term] = await db.insert(examTerms).values({ name }).returning();
  return term!;
}

export async function setTermEnabled(db: Db, id: number, enabled: boolean) {
  const [term] = await db.update(examTerms).set({ enabled }).where(eq(examTerms.id, id)).returning();
  if (!term) throw new NotFoundError(msg("exams.errors.termNotFound"));
  return term;
}

/** Deleting a term that exams use is refused: they would lose their convocatoria. */
export async function deleteTerm(db: Db, id: number) {
  const [inUse] = await db.select({ id: exams.id }).from(exams).where(eq(exams.termId, id)).limit(1);
  if (inUse) throw new ConflictError(msg("exams.errors.termInUse"));
  const [deleted] = await db.delete(examTerms).where(eq(examTerms.id, id)).returning({ id: examTerms.id });
  if (!deleted) throw new NotFoundError(msg("exams.errors.termNotFound"));
  return deleted;
}
