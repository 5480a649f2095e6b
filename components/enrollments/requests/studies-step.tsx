"use client";

import { useWatch } from "react-hook-form";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { TIME_OPTION_LABELS } from "@/lib/enrollments/labels";
import { CoursesCard } from "../courses/courses-card";
import { Card, options, type EnrollmentForm } from "../form-parts";
import { PersonalData } from "./personal-data";
import type { RequestFormData } from "./use-request-form";

/** The step 'Estudios': the student's data, the dedication, the degree and academic term, and the degree's courses. */
export function StudiesStep({
  form,
  data,
  errorOf,
}: {
  form: EnrollmentForm;
  data: RequestFormData;
  errorOf: (field: "grade" | "termId") => string | undefined;
}) {
  const degreeId = useWatch({ control: form.control, name: "grade" });
  return (
    <div className="flex flex-col gap-4">
      <PersonalData user={data.user} />
      <Card title="Dedicación al estudio">
        <div role="radiogroup" aria-label="Dedicación al estudio" className="flex flex-wrap gap-4">
          {options(TIME_OPTION_LABELS).map((o) => (
            <label key={o.value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={o.value} className="size-4" {...form.register("timeOption")} />
              {o.label}
            </label>
          ))}
        </div>
        <Field label="Titulación" required error={errorOf("grade")}>
          <Select {...form.register("grade", { onChange: () => form.setValue("courses", []) })}>
            <SelectOptions
              placeholder="Selecciona una titulación"
              options={data.degrees.map((d) => ({ value: d.externalId, label: d.degreeName }))}
            />
          </Select>
        </Field>
        <Field label="Ciclo lectivo" required error={errorOf("termId")}>
          <Select {...form.register("termId")}>
            <SelectOptions
              placeholder="Selecciona un ciclo lectivo"
              options={data.academicTerms.map((t) => ({ value: t.externalId, label: t.name }))}
            />
          </Select>
        </Field>
      </Card>
      <CoursesCard form={form} courses={data.coursesByDegree[degreeId ?? ""] ?? []} />
    </div>
  );
}
