import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/db";
import { grades } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";

/** The student's grades that carry a survey to answer (the 'Tienes encuestas pendientes' rows of 'Notas'). */
export async function pendingSurveys(db: Db, student: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(grades)
    .where(and(eq(grades.userId, student.id), isNotNull(grades.surveyId), isNotNull(grades.surveyUrl)));
  return row?.n ?? 0;
}
