import { fieldError } from "./field-error";
import { msg } from "@/lib/i18n/message";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { assertStudentInScope, type Viewer } from "./scope";

const NO_STUDENT = msg("tfg.errors.studentNotFound");

/**
 * The student a call is about: a student always themselves (naming another is a 404); staff the
 * student `userId` names (required), who must study a degree of their scope (403 otherwise).
 */
export async function studentFor(
  db: Db,
  viewer: Viewer & { externalId: string },
  userId: string | null | undefined,
): Promise<number> {
  if (viewer.role === "ROLE_STUDENT") {
    if (userId && userId !== viewer.externalId) throw new NotFoundError(NO_STUDENT);
    return viewer.id;
  }
  if (!userId) throw fieldError("userId", "tfg.errors.selectStudent");
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.externalId, userId), eq(users.role, "ROLE_STUDENT")));
  if (!row) throw new NotFoundError(NO_STUDENT);
  await assertStudentInScope(db, viewer, row.id);
  return row.id;
}
