import { and, asc, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { studentShape } from "./queries";
import type { StudentSearchRow } from "./schemas";
import { containsPattern, foldSearchText } from "./search-text";

const MATCHES = 20;

/**
 * The first people, by surnames and name, whose name, surnames, e-mail or DNI hold every word of
 * `text`, accents and case aside ('gonzalez' finds 'González'), among those `among` allows.
 */
export async function peopleMatching(db: Db, text: string, among?: SQL): Promise<StudentSearchRow[]> {
  const eachWord = foldSearchText(text)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
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
    .where(and(among, ...eachWord))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id))
    .limit(MATCHES);
}
