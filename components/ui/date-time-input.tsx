"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { FieldMessages, Input } from "@/components/ui/field";
import { isoToZonedInput, zonedInputToIso } from "@/lib/dates";
import { cn } from "@/lib/client/cn";
import type { Locale } from "@/lib/i18n/locales";

export type DateTimeInputProps = {
  /** The group's legend, e.g. 'Fecha y hora del examen'. */
  label: string;
  /** An ISO instant, or `""` for none. */
  value: string;
  /** Receives an ISO UTC string once both date and time are filled in, `""` otherwise. */
  onChange: (iso: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Submits the ISO value in a hidden input under this name. */
  name?: string;
  className?: string;
};

/** The language of the native inputs: a day-first date and a 24-hour time in each of the portal's languages. */
const INPUT_LANG: Record<Locale, string> = { es: "es-ES", ca: "ca-ES", gl: "gl-ES", eu: "eu-ES", en: "en-GB" };

/**
 * A date and a 24-hour time (native `date` and `time` inputs labelled 'Fecha' and 'Hora', to the
 * minute), read in the portal's time zone, grouped in a fieldset named by `label`.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  name,
  className,
}: DateTimeInputProps) {
  const t = useTranslations("common.form");
  const locale = useLocale();
  const id = useId();
  const [parts, setParts] = useState(() => isoToZonedInput(value));
  const [seenValue, setSeenValue] = useState(value);

  // Follow a new value from outside, but not the "" this component emits for a half-filled pair.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== zonedInputToIso(parts.date, parts.time)) setParts(isoToZonedInput(value));
  }

  function change(part: "date" | "time", text: string) {
    const next = { ...parts, [part]: text };
    setParts(next);
    const iso = zonedInputToIso(next.date, next.time);
    if (iso !== value) onChange(iso);
  }

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    disabled,
    lang: INPUT_LANG[locale],
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
  } as const;

  return (
    <fieldset className={cn("flex flex-col gap-1", className)}>
      <legend className="mb-1 text-sm font-medium text-gray-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-date`} className="text-sm text-gray-700">
            {t("date")}
          </label>
          <Input
            id={`${id}-date`}
            type="date"
            value={parts.date}
            onChange={(e) => change("date", e.target.value)}
            className="w-44"
            {...control}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-time`} className="text-sm text-gray-700">
            {t("time")}
          </label>
          <Input
            id={`${id}-time`}
            type="time"
            step={60}
            value={parts.time}
            onChange={(e) => change("time", e.target.value)}
            className="w-32"
            {...control}
          />
        </div>
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
