"use client";

import { useTranslations } from "next-intl";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { choiceNotice, type Choice } from "./choice-notice";
import type { DirectorOption } from "@/lib/tfg/areas/schemas";
import type { TfgT } from "@/lib/tfg/labels";
import type { useRequestChoices } from "./use-request-choices";

type Choices = ReturnType<typeof useRequestChoices>;

/** A director as the step offers them: the name and the places left of their allocation. */
export const directorLabel = (t: TfgT, d: DirectorOption) =>
  t("requests.choice.directorPlaces", { name: d.name, places: d.placesLeft });

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
  const t = useTranslations("tfg");
  const spec = {
    degree: {
      label: t("ui.degree"),
      list: choices.degrees,
      options: choices.degrees.items.map((d) => ({ value: d.externalId, label: d.name })),
    },
    term: {
      label: t("ui.term"),
      list: choices.terms,
      options: choices.terms.items.map((t) => ({ value: t.id, label: `${t.name} (${t.academicYear.name})` })),
    },
    area: {
      label: t("ui.area"),
      list: choices.areas,
      options: choices.areas.items.map((a) => ({ value: a.id, label: a.name })),
    },
    director: {
      label: t("ui.director"),
      list: choices.directors,
      options: choices.directors.items.map((d) => ({ value: d.externalId, label: directorLabel(t, d) })),
    },
  }[which];
  const notice = choiceNotice(which, spec.list, spec.options.length, ready, t);
  return (
    <div className="flex flex-col gap-2">
      <Field label={spec.label} required error={error}>
        <Select value={value} onChange={(e) => onChange(e.target.value)} disabled={spec.list.loading}>
          <SelectOptions
            placeholder={spec.list.loading ? t("ui.loading") : t(`requests.choice.placeholder.${which}`)}
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
