import { inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, courseMembers, courses, degrees, users } from "@/db/schema";
import { DEMO_ACCOUNTS, type DemoAccountId } from "./accounts";
import type { DemoUniversity } from "./university";

export type DemoUser = typeof users.$inferSelect;

/** What module seeders get: the demo's rows as stored, with their database ids. */
export interface DemoData {
  /** The fixed accounts, by externalId. */
  accounts: Record<DemoAccountId, DemoUser>;
  /** Every demo user, by externalId. */
  users: ReadonlyMap<string, DemoUser>;
  degrees: (typeof degrees.$inferSelect)[];
  courses: (typeof courses.$inferSelect)[];
  courseMembers: (typeof courseMembers.$inferSelect)[];
  academicYears: (typeof academicYears.$inferSelect)[];
  currentAcademicYear: typeof academicYears.$inferSelect;
}

/** Reads back the rows of `university` (a few hundred, so one query per table). */
export async function loadDemoData(tx: Db, university: DemoUniversity): Promise<DemoData> {
  const externalIds = (rows: { externalId: string }[]) => rows.map((row) => row.externalId);
  const userRows = await tx
    .select()
    .from(users)
    .where(inArray(users.externalId, externalIds(university.users)));
  const courseRows = await tx
    .select()
    .from(courses)
    .where(inArray(courses.externalId, externalIds(university.courses)));
  const degreeRows = await tx
    .select()
    .from(degrees)
    .where(inArray(degrees.externalId, externalIds(university.degrees)));
  const yearRows = await tx
    .select()
    .from(academicYears)
    .where(inArray(academicYears.externalId, externalIds(university["academic-years"])));
  const memberRows = await tx
    .select()
    .from(courseMembers)
    .where(
      inArray(
        courseMembers.courseId,
        courseRows.map((course) => course.id),
      ),
    );

  const byExternalId = new Map(userRows.map((user) => [user.externalId, user]));
  const account = (externalId: string) => {
    const user = byExternalId.get(externalId);
    if (!user) throw new Error(`Falta la cuenta de demostración ${externalId}`);
    return user;
  };
  const currentAcademicYear = yearRows.find((year) => year.active);
  if (!currentAcademicYear) throw new Error("Falta el curso académico activo de demostración");

  return {
    accounts: Object.fromEntries(
      DEMO_ACCOUNTS.map(({ externalId }) => [externalId, account(externalId)]),
    ) as DemoData["accounts"],
    users: byExternalId,
    degrees: degreeRows,
    courses: courseRows,
    courseMembers: memberRows,
    academicYears: yearRows,
    currentAcademicYear,
  };
}
