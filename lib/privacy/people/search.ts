import { and, asc, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { studentShape } from "@/lib/student-record/queries";
import type { StudentSearchRow } from "@/lib/student-record/schemas";
import { containsPattern, foldSearchText } from "@/lib/student-record/search-text";

const MAX_PEOPLE = 20;

/**
 * The people of any role whose name, surnames, DNI or e-mail hold every word typed, folded like the
 * student file's search ('gonzalez' finds 'González'): whom a data-protection request may come from.
 */
export async function searchPeople(db: Db, text: string): Promise<StudentSearchRow[]> {
  const words = foldSearchText(text).split(/\s+/).filter(Boolean);
  const eachWord = words.map((word) => {
    const pattern = containsPattern(word);
    return or(
      sql`${users.searchGivenName} like ${pattern}`,
      sql`${users.searchFamilyName} like ${pattern}`,
      sql`${users.searchEmail} like ${pattern}`,
      sql`lower(${users.dni}) like ${pattern}`,
    );
  });
  return db
    .select(studentShape)
    .from(users)
    .where(and(...eachWord))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id))
    .limit(MAX_PEOPLE);
}
