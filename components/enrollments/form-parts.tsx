"use client";

import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Select } from "@/components/ui/field";
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

export const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A select of every option of `labels`, value → its Spanish label. */
export function LabelSelect({ labels, ...props }: { labels: Record<string, string> } & React.ComponentProps<"select">) {
  return (
    <Select {...props}>
      {options(labels).map((o) => (
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
