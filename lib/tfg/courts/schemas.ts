import { msg } from "@/lib/i18n/message";
import { REQUIRED } from "@/lib/validation/common";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { externalId, positiveId } from "../schemas";

export const COURT_HAS_DEFENSES = msg("tfg.errors.courtHasDefenses");

export const courtBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  chairman: externalId,
  secretary: externalId,
  vocal: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  degreeIds: z.array(externalId).default([]),
  academicYearId: positiveId,
  slotMinutes: z.coerce.number().int().min(15).max(720).default(120),
});
export type CourtBody = z.input<typeof courtBody>;

export const timeSpanQuery = z.object({
  start: z.iso.datetime({ offset: true, error: says("tfg.errors.startInvalid") }),
});
export const timeSpanParams = z.object({ id: positiveId, spanId: positiveId });
export const courtsForRequestQuery = z.object({
  academicYearId: z.coerce.number().int().positive().optional(),
  /** The defense being edited: its own slot is still offered. */
  defenseId: z.coerce.number().int().positive().optional(),
});
export const TIME_SPAN_CSV_HEADER = ["start"] as const;
export const COURT_CSV_HEADER = ["id", "name", "chairman", "secretary", "vocal", "degreeIds", "timeSpans"] as const;

export interface TimeSpanRow {
  id: number;
  start: string;
  end: string;
  reserved: boolean;
}

export interface CourtRow {
  id: number;
  name: string;
  chairman: string;
  secretary: string;
  vocal: string | null;
  chairmanName: string;
  secretaryName: string;
  vocalName: string | null;
  degreeIds: string[];
  timeSpans: TimeSpanRow[];
  academicYearId: number;
  slotMinutes: number;
}
