"use client";

import { Field, Select, SelectOptions } from "@/components/ui/field";
import { choiceNotice, type Choice } from "./choice-notice";
import type { DirectorOption } from "@/lib/tfg/areas/schemas";
import type { useRequestChoices } from "./use-request-choices";

type Choices = ReturnType<typeof useRequestChoices>;

/** A director as the step offers them: the name and the places left of their allocation. */
export const directorLabel = (d: DirectorOption) =>
  `${d.name} (${d.placesLeft === 1 ? "1 plaza libre" : `${d.placesLeft} plazas libres`})`;

/** One select of the request's cascade, with its empty-state message (section 5) or why it could not load. */
export function ChoiceField({
  which,
  choices,
  value,
  onChange,
  error,
  ready = true,
}: {
  which: Choice;
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
    },
    term: {
      label: "Convocatoria",
      list: choices.terms,
      options: choices.terms.items.map((t) => ({ value: t.id, label: `${t.name} (${t.academicYear.name})` })),
    },
    area: {
      label: "Área temática",
      list: choices.areas,
      options: choices.areas.items.map((a) => ({ value: a.id, label: a.name })),
    },
    director: {
      label: "Director",
      list: choices.directors,
      options: choices.directors.items.map((d) => ({ value: d.externalId, label: directorLabel(d) })),
    },
  }[which];
  const notice = choiceNotice(which, spec.list, spec.options.length, ready);
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
      {notice && (
        <p
          className={notice.kind === "error" ? "text-sm text-red-700" : "text-sm text-gray-700"}
          role={notice.kind === "error" ? "alert" : "status"}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
