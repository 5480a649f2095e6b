import { says } from "@/lib/i18n/schema-message";
import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { nameField } from "../types/schemas";

const instant = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || !Number.isNaN(Date.parse(v)), says("instances.schema.invalidDate"));

/**
 * `POST /instances-api/templates`, `PUT /instances-api/templates/{id}`: every field required, the
 * end after the start, and no activation without both dates (the form disables the toggle too).
 */
export const templateBody = z
  .object({
    id: z.unknown().optional(),
    typeId: z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED),
    name: nameField,
    start: instant,
    end: instant,
    termId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100),
    active: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    if (t.active && (!t.start || !t.end))
      ctx.addIssue({ code: "custom", path: ["active"], message: says("instances.messages.activationNeedsDates") });
    if (!t.start) ctx.addIssue({ code: "custom", path: ["start"], message: REQUIRED });
    if (!t.end) ctx.addIssue({ code: "custom", path: ["end"], message: REQUIRED });
    if (t.start && t.end && Date.parse(t.end) <= Date.parse(t.start)) {
      ctx.addIssue({ code: "custom", path: ["end"], message: says("instances.messages.endBeforeStart") });
    }
  });
export type TemplateBody = z.input<typeof templateBody>;
export type TemplateValues = z.output<typeof templateBody>;

/** `GET /instances-api/templates`: `all=true` lists every template (staff); otherwise only the open ones. */
export const templateListQuery = z.object({
  all: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

export interface TemplateRow {
  id: number;
  typeId: number;
  typeName: string;
  name: string;
  start: string | null;
  end: string | null;
  termId: string;
  termName: string;
  active: boolean;
}

export interface TermOption {
  name: string;
  externalId: string;
}
