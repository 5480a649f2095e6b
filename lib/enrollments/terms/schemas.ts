import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { ENROLLMENT_TYPES, type EnrollmentType } from "@/db/enums/enrollments";

export const END_BEFORE_START = "La fecha de fin debe ser posterior a la fecha de inicio";

const dateTime = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .pipe(z.iso.datetime({ offset: true, error: "Fecha no válida" }));

/** `POST` and `PATCH /enrollments-api/enrollment-terms`: every field required, the end after the start. */
export const enrollmentTermBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    active: z.boolean().default(false),
    type: z.enum(ENROLLMENT_TYPES, { error: REQUIRED }),
    name: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(200, "El nombre no puede superar los 200 caracteres"),
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
