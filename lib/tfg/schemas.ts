import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";

/* Zod pieces and reference types shared by the TFG sub-modules' schemas; no db imports, so client code imports them. */

export const externalId = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100);
export const positiveId = z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED);
export const idList = z.array(externalId, { error: REQUIRED }).min(1, REQUIRED);
export const bool = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true");
export const commaList = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

// The specification's clients send `order` for the sort key and the direction in upper case.
export const fromSpecParams = (raw: unknown) => {
  if (!raw || typeof raw !== "object") return raw;
  const { order, direction, ...rest } = raw as Record<string, unknown>;
  const blank = (v: unknown) => (v === "" || v === undefined ? undefined : v);
  return {
    ...rest,
    sort: blank(order) ?? rest.sort,
    direction: typeof direction === "string" ? blank(direction.toLowerCase()) : direction,
  };
};

export interface NamedRef {
  externalId: string;
  name: string;
}

export interface AcademicYearRow {
  id: number;
  name: string;
  active: boolean;
}

export const degreesQuery = z.object({
  academicYearId: z.coerce.number().int().positive().optional(),
  all: bool,
  userId: z.string().trim().max(100).optional(),
});

export const degreeAreasQuery = z.object({
  academicYearId: z.coerce.number().int().positive().optional(),
  all: bool,
});
export const degreeParams = z.object({ degreeId: externalId });

export const yearQuery = z.object({ academicYearId: z.coerce.number().int().positive().optional() });

/** Answer of the CSV uploads: what was stored and what was not (with the line and the reason). */
export interface CsvUploadResult {
  success: string[];
  failed: string[];
}
