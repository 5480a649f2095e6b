import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { visibleStudents } from "@/lib/auth/student-scope";
import { MESSAGES } from "../messages";
import type { StudentOption } from "./schemas";

const studentShape = {
  externalId: users.externalId,
  dni: users.dni,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
};

/** A student staff may file for, by externalId or DNI (coordinators: the students of their courses). */
export async function findStudent(db: Db, staff: SessionUser, key: string): Promise<StudentOption & { id: number }> {
  const [student] = await db
    .select({ id: users.id, ...studentShape })
    .from(users)
    .where(and(or(eq(users.externalId, key), eq(sql`upper(${users.dni})`, key.toUpperCase())), visibleStudents(staff)))
    .limit(1);
  if (!student) throw new NotFoundError(MESSAGES.studentNotFound);
  return student;
}

/** The signed-in user's own data. */
export async function userInfo(db: Db, user: SessionUser): Promise<StudentOption> {
  const [row] = await db.select(studentShape).from(users).where(eq(users.id, user.id));
  if (!row) throw new NotFoundError(MESSAGES.studentNotFound);
  return row;
}
