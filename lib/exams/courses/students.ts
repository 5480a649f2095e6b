import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { peopleMatching } from "@/lib/student-record/people-search";
import type { StudentSearchRow } from "@/lib/student-record/schemas";
import type { StudentSearchQuery } from "./schemas";

/**
 * The support's student search (every student: support sees every course): those whose name,
 * surnames, DNI or e-mail hold each word typed, accents and case aside, by surnames and name.
 */
export const studentsForSupport = (db: Db, { q }: StudentSearchQuery): Promise<StudentSearchRow[]> =>
  peopleMatching(db, q, eq(users.role, "ROLE_STUDENT"));
