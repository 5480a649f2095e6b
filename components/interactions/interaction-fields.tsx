"use client";

import type { ComponentProps } from "react";
import { Field, Select } from "@/components/ui/field";
import { INTERACTION_TYPES } from "@/db/enums/interactions";

/** 'Tipo de interacción', required, with one option per type; the props go to the `<select>`. */
export function InteractionTypeField(props: ComponentProps<"select">) {
  return (
    <Field label="Tipo de interacción" required>
      <Select {...props}>
        {INTERACTION_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </Select>
    </Field>
  );
}
