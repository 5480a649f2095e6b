"use client";

import { Field, Select, SelectOptions } from "@/components/ui/field";
import type { useRequestChoices } from "./use-request-choices";

export const NO_DEGREES = "No se han encontrado titulaciones con áreas temáticas disponibles";
export const NO_AREAS = "No se han encontrado áreas temáticas disponibles para esta titulación, por favor escoge otra";
export const NO_DIRECTORS = "No hay directores disponibles para este área temática";
export const NO_TERMS = "No se han encontrado convocatorias abiertas para esta titulación";

type Choices = ReturnType<typeof useRequestChoices>;
type Which = "degree" | "term" | "area" | "director";

const empty = (loading: boolean, count: number, message: string) =>
  !loading && count === 0 ? (
    <p className="text-sm text-gray-700" role="status">
      {message}
    </p>
  ) : null;

/** One select of the request's cascade, with its empty-state message (section 5) or why it could not load. */
export function ChoiceField({
  which,
  choices,
  value,
  onChange,
  error,
  ready = true,
}: {
  which: Which;
  choices: Choices;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ready?: boolean;
}) {
  const spec = {
    degree: {
      label: "Titulación",
      list: choices.degrees,
      options: choices.degrees.items.map((d) => ({ value: d.externalId, label: d.name })),
      none: NO_DEGREES,
    },
    term: {
      label: "Convocatoria",
      list: choices.terms,
      options: choices.terms.items.map((t) => ({ value: t.id, label: `${t.name} (${t.academicYear.name})` })),
      none: NO_TERMS,
    },
    area: {
      label: "Área temática",
      list: choices.areas,
      options: choices.areas.items.map((a) => ({ value: a.id, label: a.name })),
      none: NO_AREAS,
    },
    director: {
      label: "Director",
      list: choices.directors,
      options: choices.directors.items.map((d) => ({ value: d.externalId, label: d.name })),
      none: NO_DIRECTORS,
    },
  }[which];
  return (
    <div className="flex flex-col gap-2">
      <Field label={spec.label} required error={error}>
        <Select value={value} onChange={(e) => onChange(e.target.value)} disabled={spec.list.loading}>
          <SelectOptions
            placeholder={spec.list.loading ? "Cargando…" : `Selecciona ${spec.label.toLowerCase()}`}
            options={spec.options}
          />
        </Select>
      </Field>
      {spec.list.error ? (
        <p className="text-sm text-red-700" role="alert">
          {spec.list.error}
        </p>
      ) : (
        ready && empty(spec.list.loading, spec.options.length, spec.none)
      )}
    </div>
  );
}
