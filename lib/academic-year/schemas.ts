import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";

/** A year named by its external id in the path. */
export const yearParams = z.object({
  externalId: z.string().trim().min(1, says("academicYear.form.yearRequired")).max(100),
});

/** Opening the next year: the form's fields and the body of POST /academic-year-api/years/open. */
export const openYearBody = z.object({
  from: z.string().trim().min(1, says("academicYear.form.fromRequired")).max(100),
  externalId: z.string().trim().min(1, says("academicYear.form.externalIdRequired")).max(100),
  /** Empty: the previous year's name with each year one more ('2025-2026' → '2026-2027'). */
  name: z
    .string()
    .trim()
    .max(100, says("academicYear.form.nameTooLong"))
    .optional()
    .transform((name) => name || undefined),
  /** True: answer the plan (what would be copied and what left out) and change nothing. */
  dryRun: z.boolean().default(false),
});
export type OpenYearForm = z.input<typeof openYearBody>;
export type OpenYearBody = z.output<typeof openYearBody>;

/** How many rows of each kind a year holds. */
export interface YearCounts {
  enrollmentTerms: number;
  enrollmentCapacities: number;
  instanceTemplates: number;
  examTerms: number;
  tfgTerms: number;
  tfgAreas: number;
  tfgAllocations: number;
}

/** A row of the years' table. */
export interface YearRowView {
  externalId: string;
  name: string;
  active: boolean;
  closed: boolean;
  counts: YearCounts;
}
