"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, SelectOptions, type SelectOption } from "@/components/ui/field";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/**
 * A filter panel's values while the user edits them, with its fields: `text` (an input, `type` date or
 * search too) and `choice` (a select whose empty choice is 'Todos'), both bound to a value by key.
 */
export function useFilterValues<F extends Record<string, string>>(initial: F) {
  const t = useTranslations("common.form");
  const [values, setValues] = useState(initial);
  const set = (key: keyof F) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const text = (key: keyof F & string, label: string, type = "text") => (
    <Field label={label}>
      <Input type={type} value={values[key]} onChange={set(key)} />
    </Field>
  );
  const choice = (key: keyof F & string, label: string, options: SelectOption[]) => (
    <Field label={label}>
      <Select value={values[key]} onChange={set(key)}>
        <SelectOptions placeholder={t("all")} options={options} />
      </Select>
    </Field>
  );
  return { values, text, choice };
}

/**
 * A filter panel applied with 'Filtrar': its values, trimmed, go to the URL (empty ones are dropped)
 * and the list goes back to its first page.
 */
export function FilterForm({
  values,
  className,
  buttonClassName,
  children,
}: {
  /** The values to apply when the form is submitted. */
  values: Record<string, string>;
  className: string;
  /** The class of the box around 'Filtrar' (its place in the panel's grid). */
  buttonClassName: string;
  children: ReactNode;
}) {
  const t = useTranslations("common.actions");
  const { update, pending } = useSearchParamsUpdate();
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
        update({ ...trimmed, page: null });
      }}
    >
      {children}
      <div className={buttonClassName}>
        <Button type="submit" variant="secondary" busy={pending}>
          {t("filter")}
        </Button>
      </div>
    </form>
  );
}
