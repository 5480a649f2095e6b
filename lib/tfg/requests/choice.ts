import { fieldError, fieldsError } from "../field-error";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgAllocationDegrees, tfgAreaDegrees, tfgAreas, users } from "@/db/schema";
import { usable } from "../areas/queries";
import { callFor } from "../call-window";
import { degreeIdOf } from "../lookups";

export type Choice = { degreeId: string; termId: number; areaId: number; instructorId: string };

const NO_DIRECTORS = "tfg.errors.noDirectors" as const;
const DIRECTOR_UNAVAILABLE = "tfg.errors.directorUnavailable" as const;

/** A director of the degree in the year: an instructor with an allocation for it (not the area's managers). */
async function directorOf(db: Db, externalId: string, degreeId: number, academicYearId: number) {
  const directors = await db
    .select({ id: users.id, externalId: users.externalId })
    .from(tfgAllocationDegrees)
    .innerJoin(users, eq(users.id, tfgAllocationDegrees.instructorId))
    .where(and(eq(tfgAllocationDegrees.degreeId, degreeId), eq(tfgAllocationDegrees.academicYearId, academicYearId)));
  const chosen = directors.find((d) => d.externalId === externalId);
  if (chosen) return chosen.id;
  const message = directors.length ? DIRECTOR_UNAVAILABLE : NO_DIRECTORS;
  throw fieldError("instructorId", message);
}

/**
 * Checks that degree, call, area and director fit together: an AREA call of the degree (open now,
 * with `mustBeOpen`), an offered area of the call's year in the degree, and a director with places
 * for the degree that year.
 */
export async function resolveChoice(db: Db, choice: Choice, mustBeOpen: boolean) {
  const degreeId = await degreeIdOf(db, choice.degreeId);
  const term = await callFor(db, "AREA", choice.termId, degreeId, mustBeOpen);
  const [area] = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .innerJoin(tfgAreaDegrees, and(eq(tfgAreaDegrees.areaId, tfgAreas.id), eq(tfgAreaDegrees.degreeId, degreeId)))
    .where(and(eq(tfgAreas.id, choice.areaId), usable, eq(tfgAreas.academicYearId, term.academicYearId)));
  if (!area)
    throw fieldsError("tfg.errors.areaUnavailable", undefined, { areaId: "tfg.errors.fields.areaUnavailable" });
  const instructorId = await directorOf(db, choice.instructorId, degreeId, term.academicYearId);
  return { degreeId, termId: term.id, academicYearId: term.academicYearId, areaId: area.id, instructorId };
}
