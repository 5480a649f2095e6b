import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { TERM_TYPES, type TermType } from "../constants";
import { bool, idList, positiveId, type AcademicYearRow, type NamedRef } from "../schemas";

export const DATE_FORMAT_MESSAGE = "La fecha debe tener el formato DD/MM/YYYY HH:mm";

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) ([01]\d|2[0-3]):([0-5]\d)$/;
export const spanishDateTime = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(DATE_TIME, DATE_FORMAT_MESSAGE);

/** `DD/MM/YYYY HH:mm` → `YYYY-MM-DD` and `HH:mm`, for `madridInputToIso`. */
export function splitSpanishDateTime(value: string): { date: string; time: string } {
  const m = DATE_TIME.exec(value.trim());
  return m ? { date: `${m[3]}-${m[2]}-${m[1]}`, time: `${m[4]}:${m[5]}` } : { date: "", time: "" };
}

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
