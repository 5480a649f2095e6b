"use client";

import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Select } from "@/components/ui/field";
import { useSay } from "@/components/ui/use-say";
import type { EnrollmentRequestBody, EnrollmentRequestInput } from "@/lib/enrollments/requests/schemas";

/** The request form's react-hook-form handle, as every card of the form takes it. */
export type EnrollmentForm = UseFormReturn<EnrollmentRequestInput, unknown, EnrollmentRequestBody>;

/** One card of the form: a fieldset titled by its legend. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-base font-semibold text-gray-900">{title}</legend>
      <div className="mt-2 flex flex-col gap-3">{children}</div>
    </fieldset>
  );
}

/**
 * A schema's message as the form shows it: a catalogue key (lib/i18n/schema-message.ts) in the
 * person's language; any other text as it is.
 */
/** The kit's `useSay` for a field's error, which may be absent. */
export function useSchemaText() {
  const say = useSay();
  return (message: string | undefined) => message && say(message);
}

/** A select of `options` (value → its label in the person's language). */
export function LabelSelect({
  options,
  ...props
}: { options: { value: string; label: string }[] } & React.ComponentProps<"select">) {
  return (
    <Select {...props}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}

export function Checkbox({ label, ...props }: { label: ReactNode } & React.ComponentProps<"input">) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-0.5 size-4" {...props} />
      <span>{label}</span>
    </label>
  );
}
