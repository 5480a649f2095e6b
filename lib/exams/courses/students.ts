import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { studentShape } from "@/lib/student-record/queries";
import type { StudentSearchRow } from "@/lib/student-record/schemas";
import { containsPattern, foldSearchText } from "@/lib/student-record/search-text";
import type { StudentSearchQuery } from "./schemas";

const STUDENT_MATCHES = 20;

/**
 * The support's student search (every student: support sees every course): those whose name,
 * surnames, DNI or e-mail hold each word typed, accents and case aside, by surnames and name.
 */
export async function studentsForSupport(db: Db, { q }: StudentSearchQuery): Promise<StudentSearchRow[]> {
  const words = foldSearchText(q).split(/\s+/).filter(Boolean);
  const eachWord = words.map((word) => {
    const pattern = containsPattern(word);
    return or(
      sql`${users.searchFamilyName} like ${pattern}`,
      sql`${users.searchGivenName} like ${pattern}`,
      sql`${users.searchEmail} like ${pattern}`,
      sql`lower(${users.dni}) like ${pattern}`,
    );
  });
  return db
    .select(studentShape)
    .from(users)
    .where(and(eq(users.role, "ROLE_STUDENT"), ...eachWord))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id))
    .limit(STUDENT_MATCHES);
}
