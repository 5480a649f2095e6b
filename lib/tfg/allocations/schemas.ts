import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { externalId, positiveId, type NamedRef } from "../schemas";

const FILL_ALL_FIELDS = says("tfg.errors.fillAllFields");

const allocationFields = {
  academicYearId: z.coerce.number({ error: FILL_ALL_FIELDS }).int(FILL_ALL_FIELDS).positive(FILL_ALL_FIELDS),
  degreeIds: z.array(z.string().trim().min(1), { error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS),
};
// An empty field is a missing limit, not 0 (which coercion would make of it).
const limit = (min: number, message: string) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: FILL_ALL_FIELDS }).int(FILL_ALL_FIELDS).min(min, message),
  );

/** A new allocation: one or more degrees and a limit of at least 1. */
export const createAllocationBody = z.object({
  ...allocationFields,
  limit: limit(1, says("tfg.errors.limitAtLeastOne")),
});
/** Editing an allocation: degrees and a limit of at least 0. */
export const updateAllocationBody = z.object({
  ...allocationFields,
  limit: limit(0, says("tfg.errors.limitNotNegative")),
});
export type AllocationBody = z.input<typeof createAllocationBody>;

export const instructorParams = z.object({ id: externalId });
export const allocationParams = z.object({ id: externalId, allocationId: positiveId });

export interface AllocationRow {
  id: number;
  academicYearId: number;
  degrees: NamedRef[];
  limit: number;
  requests: number[];
}

export interface InstructorAllocationRow {
  instructorId: string;
  instructorName: string;
  allocations: AllocationRow[];
}

export const INSTRUCTOR_CSV_HEADER = ["academicYearId", "externalId", "limitRequestsTFG"] as const;
