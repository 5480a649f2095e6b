"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { TIME_OPTIONS } from "@/db/enums/enrollments";
import { CoursesCard } from "../courses/courses-card";
import { Card, useSchemaText, type EnrollmentForm } from "../form-parts";
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
  const t = useTranslations("enrollments");
  const say = useSchemaText();
  const degreeId = useWatch({ control: form.control, name: "grade" });
  return (
    <div className="flex flex-col gap-4">
      <PersonalData user={data.user} />
      <Card title={t("fields.dedication")}>
        <div role="radiogroup" aria-label={t("fields.dedication")} className="flex flex-wrap gap-4">
          {TIME_OPTIONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4" {...form.register("timeOption")} />
              {t(`options.time.${value}`)}
            </label>
          ))}
        </div>
        <Field label={t("fields.degree")} required error={say(errorOf("grade"))}>
          <Select {...form.register("grade", { onChange: () => form.setValue("courses", []) })}>
            <SelectOptions
              placeholder={t("form.degreePlaceholder")}
              options={data.degrees.map((d) => ({ value: d.externalId, label: d.degreeName }))}
            />
          </Select>
        </Field>
        <Field label={t("fields.academicTerm")} required error={say(errorOf("termId"))}>
          <Select {...form.register("termId")}>
            <SelectOptions
              placeholder={t("form.academicTermPlaceholder")}
              options={data.academicTerms.map((t) => ({ value: t.externalId, label: t.name }))}
            />
          </Select>
        </Field>
      </Card>
      <CoursesCard form={form} courses={data.coursesByDegree[degreeId ?? ""] ?? []} />
    </div>
  );
}
