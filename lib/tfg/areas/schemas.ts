import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { bool, commaList, idList, positiveId, type NamedRef } from "../schemas";

export const areasQuery = z.object({ academicYearId: z.coerce.number().int().positive().optional(), all: bool });

/** Subject form: name, degrees and managers are required. */
export const areaBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  academicYearId: positiveId,
  active: z.boolean().optional(),
  assignedDegreeIds: idList,
  assignedManagerIds: idList,
});
export type AreaBody = z.input<typeof areaBody>;

/** `GET /tfg-api/areas/instructors?ids=…`: the year is `academicYearId`, else the call's (`termId`), else the area's. */
export const areaInstructorsQuery = z.object({
  ids: commaList,
  areaId: z.coerce.number().int().positive().optional(),
  termId: z.coerce.number().int().positive().optional(),
  academicYearId: z.coerce.number().int().positive().optional(),
});

/** A director a student may choose: an instructor with an allocation for the degree and year, and the places left in it. */
export interface DirectorOption extends NamedRef {
  placesLeft: number;
}

export interface AreaRow {
  id: number;
  name: string;
  active: boolean;
  academicYearId: number;
  assignedDegrees: NamedRef[];
  assignedManagers: NamedRef[];
}

/**
 * What a viewer may do with one area (lib/tfg/areas/rights.ts). `edit`: its name and visibility.
 * `links`: also its degrees and managers, and deleting it.
 */
export interface AreaRights {
  edit: boolean;
  links: boolean;
}

export const AREA_CSV_HEADER = ["academicYearId", "name", "assignedDegrees", "assignedManagers"] as const;
