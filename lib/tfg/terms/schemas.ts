import { parseDayTime } from "@/lib/dates";
import { REQUIRED } from "@/lib/validation/common";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { TERM_TYPES, type TermType } from "@/db/enums/tfg";
import { bool, idList, positiveId, type AcademicYearRow, type NamedRef } from "../schemas";

const DATE_FORMAT_MESSAGE = says("tfg.errors.dateFormat");

export const spanishDateTime = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine((v) => parseDayTime(v) !== null, DATE_FORMAT_MESSAGE);

/** Term form: academic year, type, name, degrees, start and end (DD/MM/YYYY HH:mm) are required. */
export const termBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  academicYearId: positiveId,
  type: z.enum(TERM_TYPES, { error: REQUIRED }),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  assignedDegreeIds: idList,
  start: spanishDateTime,
  end: spanishDateTime,
});
export type TermBody = z.input<typeof termBody>;

export const termsQuery = z.object({
  type: z.enum(TERM_TYPES).optional(),
  degree: z.string().trim().max(100).optional(),
  academicYear: z.coerce.number().int().positive().optional(),
  open: bool,
});

export interface TermRow {
  id: number;
  name: string;
  type: TermType;
  academicYear: AcademicYearRow;
  assignedDegrees: NamedRef[];
  assignedDegreeIds: string[];
  start: string;
  end: string;
}

export const TERM_CSV_HEADER = ["academicYear", "type", "name", "assignedDegreeIds", "start", "end"] as const;
