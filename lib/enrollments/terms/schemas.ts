import { says } from "@/lib/i18n/schema-message";
import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { ENROLLMENT_TYPES, type EnrollmentType } from "@/db/enums/enrollments";

const END_BEFORE_START = says("enrollments.validation.endBeforeStart");

const dateTime = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .pipe(z.iso.datetime({ offset: true, error: says("enrollments.validation.badDate") }));

/** `POST` and `PATCH /enrollments-api/enrollment-terms`: every field required, the end after the start. */
export const enrollmentTermBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    active: z.boolean().default(false),
    type: z.enum(ENROLLMENT_TYPES, { error: REQUIRED }),
    name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, says("enrollments.validation.nameTooLong")),
    startDate: dateTime,
    endDate: dateTime,
  })
  .refine((t) => new Date(t.endDate) > new Date(t.startDate), { path: ["endDate"], message: END_BEFORE_START });
export type EnrollmentTermInput = z.input<typeof enrollmentTermBody>;
export type EnrollmentTermBody = z.output<typeof enrollmentTermBody>;

export const enrollmentTermsQuery = z.object({
  all: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

export interface EnrollmentTermRow {
  id: number;
  active: boolean;
  name: string;
  type: EnrollmentType;
  startDate: string;
  endDate: string;
}
