"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "@/lib/validation/z";

export type FormStep = {
  /** Whether the step's part of the body is valid, for the stepper's 'Continuar' / 'Guardar'. */
  valid: boolean;
  /** Each field's first message: the step's own rule (when `show`), else the server's answer. */
  errors: Record<string, string | undefined>;
};

/**
 * A wizard step of a `useApiForm` form: validates the form's current values with the step's part of
 * the module's schema (`schema.pick({...})`). Pass `show: false` to hide its messages until the user types.
 */
export function formStep<In extends FieldValues>(
  form: UseFormReturn<In, unknown, unknown>,
  part: z.ZodObject,
  show = true,
): FormStep {
  const result = part.safeParse(form.watch());
  const errors: Record<string, string | undefined> = {};
  for (const name of Object.keys(part.shape)) {
    errors[name] = (form.formState.errors[name] as { message?: string } | undefined)?.message;
  }
  const own: Record<string, string> = {};
  if (!result.success && show) for (const issue of result.error.issues) own[String(issue.path[0])] ??= issue.message;
  return { valid: result.success, errors: { ...errors, ...own } };
}
