import { says } from "@/lib/i18n/schema-message";
import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";

/** A type's or a template's name. */
export const nameField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(200, says("instances.schema.nameTooLong"));

/** `POST /instances-api/types`, `PATCH /instances-api/types/{id}`. */
export const instanceTypeBody = z.object({ name: nameField });
export type InstanceTypeBody = z.infer<typeof instanceTypeBody>;

export interface InstanceTypeRow {
  id: number;
  name: string;
}
