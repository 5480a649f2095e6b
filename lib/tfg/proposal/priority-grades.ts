import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import type { UploadedFile } from "@/lib/files/upload";
import { degrees, tfgPriorityGrades, users } from "@/db/schema";
import { NotFoundError, ValidationError } from "@/lib/api/errors";
import { pagedList } from "@/lib/list/paged-list";
import type { TableQuery } from "@/lib/list/table-query";
import type { Page } from "@/lib/validation/common";
import { numberCell, uploadCsv } from "../csv-upload";
import { degreeIdOf } from "../lookups";
import { PRIORITY_CSV_HEADER, type PriorityGradeRow } from "./schemas";

/** `GET /tfg-api/priority`: the priority grades, best first by default. */
export async function listPriorityGrades(
  db: Db,
  q: TableQuery<"userId" | "priority">,
): Promise<Page<PriorityGradeRow>> {
  return pagedList(db, q, {
    fields: {
      id: tfgPriorityGrades.id,
      userId: users.externalId,
      userName: fullName(users),
      degreeId: degrees.externalId,
      degreeName: degrees.name,
      priority: tfgPriorityGrades.priority,
    },
    rows: (fields) =>
      db
        .select(fields)
        .from(tfgPriorityGrades)
        .innerJoin(users, eq(users.id, tfgPriorityGrades.userId))
        .innerJoin(degrees, eq(degrees.id, tfgPriorityGrades.degreeId))
        .$dynamic(),
    sorts: { userId: users.externalId, priority: tfgPriorityGrades.priority },
    defaultSort: "priority",
    tiebreak: tfgPriorityGrades.id,
  });
}

/** One CSV row (`userId,degreeId,priority`): upserts the student's grade for the degree. */
async function upsertPriorityGrade(db: Db, userExternalId: string, degreeExternalId: string, priority: number) {
  if (!Number.isFinite(priority) || priority < 0 || priority > 9999)
    throw new ValidationError(msg("tfg.errors.priorityInvalid"));
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, userExternalId));
  if (!student) throw new NotFoundError(msg("tfg.errors.studentMissing", { id: userExternalId }));
  const degreeId = await degreeIdOf(db, degreeExternalId);
  await db
    .insert(tfgPriorityGrades)
    .values({ userId: student.id, degreeId, priority })
    .onConflictDoUpdate({
      target: [tfgPriorityGrades.userId, tfgPriorityGrades.degreeId],
      set: { priority: sql`excluded.priority` },
    });
}

/** `POST /tfg-api/priority/csv`: `userId,degreeId,priority`. */
export const uploadPriorityGrades = (db: Db, file: UploadedFile, locale?: Locale) =>
  uploadCsv(
    db,
    file,
    PRIORITY_CSV_HEADER,
    async (tx, c) => {
      await upsertPriorityGrade(tx, c.userId!.trim(), c.degreeId!.trim(), numberCell(c.priority!, "priority"));
      return c.userId!.trim();
    },
    locale,
  );
