import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, users } from "@/db/schema";
import { NotFoundError, ValidationError } from "@/lib/api/errors";
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
  if (!row) throw new NotFoundError("No hay ningún curso académico");
  return row.id;
}

export async function yearExists(db: Db, id: number) {
  const [row] = await db.select().from(academicYears).where(eq(academicYears.id, id));
  if (!row)
    throw new ValidationError("El curso académico no existe", { academicYearId: ["El curso académico no existe"] });
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
    throw new ValidationError(`No existe la titulación ${missing.join(", ")}`, {
      [field]: ["La titulación no existe"],
    });
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
  what: string,
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
    throw new ValidationError(`No existe el ${what} ${missing.join(", ")}`, { [field]: [`El ${what} no existe`] });
  return found;
}
