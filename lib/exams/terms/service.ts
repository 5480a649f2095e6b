import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examTerms, exams } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";

export async function createTerm(db: Db, name: string) {
  const [existing] = await db
    .select({ id: examTerms.id })
    .from(examTerms)
    .where(sql`lower(${examTerms.name}) = lower(${name})`);
  if (existing) throw new ConflictError("Ya existe una convocatoria con ese nombre");
  const [term] = await db.insert(examTerms).values({ name }).returning();
  return term!;
}

export async function setTermEnabled(db: Db, id: number, enabled: boolean) {
  const [term] = await db.update(examTerms).set({ enabled }).where(eq(examTerms.id, id)).returning();
  if (!term) throw new NotFoundError("No se ha encontrado la convocatoria");
  return term;
}

/** Deleting a term that exams use is refused: they would lose their convocatoria. */
export async function deleteTerm(db: Db, id: number) {
  const [inUse] = await db.select({ id: exams.id }).from(exams).where(eq(exams.termId, id)).limit(1);
  if (inUse) throw new ConflictError("No se puede eliminar la convocatoria porque hay exámenes que la usan");
  const [deleted] = await db.delete(examTerms).where(eq(examTerms.id, id)).returning({ id: examTerms.id });
  if (!deleted) throw new NotFoundError("No se ha encontrado la convocatoria");
  return deleted;
}
