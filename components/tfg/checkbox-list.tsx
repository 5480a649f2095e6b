"use client";

import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import type { NamedRef } from "@/lib/tfg/schemas";

/** A labelled group of checkboxes over named references (degrees, managers). */
export function CheckboxList({
  legend,
  items,
  selected,
  onChange,
  error,
  disabled,
}: {
  legend: string;
  items: NamedRef[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-invalid={Boolean(error) || undefined} disabled={disabled}>
      <legend className="text-sm font-medium text-gray-900">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      {items.map((item) => (
        <label key={item.externalId} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={selected.includes(item.externalId)}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...selected, item.externalId] : selected.filter((s) => s !== item.externalId),
              )
            }
          />
          {item.name}
        </label>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** A `CheckboxList` bound to a form's list of external ids (`useApiForm(…).form.control`), showing the field's error. */
export function CheckboxListField<V extends FieldValues, O>({
  control,
  name,
  ...list
}: {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  legend: string;
  items: NamedRef[];
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxList
      {...list}
      selected={(field.value ?? []) as string[]}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
