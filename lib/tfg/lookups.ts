import { fieldError, fieldsError } from "./field-error";
import { msg } from "@/lib/i18n/message";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { Role } from "@/db/enums/roles";

/** The roles that can direct a TFG, sit on a court and manage an area. */
export const DIRECTOR_ROLES: Role[] = ["ROLE_INSTRUCTOR", "ROLE_COORD"];

/** The active academic year (or the most recent one), for calls that do not name a year. */
export async function activeYearId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .orderBy(sql`${academicYears.active} desc`, sql`${academicYears.name} desc`)
    .limit(1);
  if (!row) throw new NotFoundError(msg("tfg.errors.noAcademicYear"));
  return row.id;
}

export async function yearExists(db: Db, id: number) {
  const [row] = await db.select().from(academicYears).where(eq(academicYears.id, id));
  if (!row) throw fieldError("academicYearId", "tfg.errors.yearMissing");
  return row;
}

/** Degree ids by external id; any unknown one is a 400 naming it. */
export async function degreeIdsOf(db: Db, externalIds: string[], field = "degreeId"): Promise<Map<string, number>> {
  const unique = [...new Set(externalIds)];
  const rows = unique.length
    ? await db
        .select({ id: degrees.id, externalId: degrees.externalId })
        .from(degrees)
        .where(inArray(degrees.externalId, unique))
    : [];
  const found = new Map(rows.map((r) => [r.externalId, r.id]));
  const missing = unique.filter((e) => !found.has(e));
  if (missing.length)
    throw fieldsError(
      "tfg.errors.degreesMissing",
      { ids: missing.join(", ") },
      { [field]: "tfg.errors.fields.degreeMissing" },
    );
  return found;
}

/** The id of one degree by external id (400 when unknown). */
export const degreeIdOf = async (db: Db, externalId: string, field = "degreeId") =>
  (await degreeIdsOf(db, [externalId], field)).get(externalId)!;

/** Users of the given roles by external id; any unknown one is a 400 naming it. */
export async function userIdsOf(
  db: Db,
  externalIds: string[],
  roles: Role[],
  what: "profesor",
  field: string,
): Promise<Map<string, number>> {
  const unique = [...new Set(externalIds)];
  const rows = unique.length
    ? await db
        .select({ id: users.id, externalId: users.externalId })
        .from(users)
        .where(and(inArray(users.externalId, unique), inArray(users.role, roles)))
    : [];
  const found = new Map(rows.map((r) => [r.externalId, r.id]));
  const missing = unique.filter((e) => !found.has(e));
  if (missing.length)
    throw fieldsError(
      "tfg.errors.instructorsMissing",
      { ids: missing.join(", ") },
      {
        [field]: "tfg.errors.fields.instructorMissing",
      },
    );
  return found;
}
