"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { formStep } from "@/components/ui/form-step";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { examsApi, examsPaths } from "@/lib/exams/client";
import type { z } from "@/lib/validation/z";
import { choiceToasts } from "./choice-toasts";
import { CourseExamPickers, OnBehalfStepper, useStudentCourse } from "../student-course-steps";
import { requestBody, type RequestBody } from "@/lib/exams/requests/schemas";
import { type OfferedVenue } from "@/lib/exams/venues/schemas";

type Values = { examId: number | null; headquarterId: string };
/** The form holds the chosen exam (none yet: null) and venue; the endpoint's schema validates them. */
const schema = requestBody as unknown as z.ZodType<RequestBody, Values>;

/** 'Peticiones fuera de plazo': find the student, then make the request on their behalf (same seat and overlap rules). */
export function OutOfDeadlineWizard() {
  const t = useTranslations("exams");
  const seats = (v: OfferedVenue) =>
    v.seatsLeft === null ? t("outOfDeadline.noLimit") : t("outOfDeadline.seatsLeft", { count: v.seatsLeft });
  const state = useStudentCourse();
  const examId = state.exam?.id ?? null;
  const read = useApiRead<OfferedVenue[]>(examId === null ? null : examsPaths.venues(examId));
  // While another exam's venues load, none show.
  const venues = read.loading ? [] : (read.data ?? []);
  const { form, onSubmit, errorOf } = useApiForm(schema, {
    defaultValues: { examId: null, headquarterId: "" },
    submit: (body) => examsApi.chooseOnBehalf(state.user ?? "", body),
    ...choiceToasts(t),
  });

  useEffect(() => form.reset({ examId, headquarterId: "" }), [examId, form]);

  return (
    <OnBehalfStepper
      state={state}
      label={t("outOfDeadline.steps")}
      onSave={onSubmit}
      steps={[
        {
          title: t("outOfDeadline.makeRequest"),
          valid: Boolean(state.user) && formStep(form, requestBody).valid,
          content: (
            <div className="flex max-w-lg flex-col gap-4">
              <CourseExamPickers state={state} />
              <Field label={t("outOfDeadline.venue")} required error={read.error ?? errorOf("headquarterId")}>
                <Select {...form.register("headquarterId")} disabled={examId === null}>
                  <SelectOptions
                    placeholder={t("outOfDeadline.pickVenue")}
                    options={venues.map((v) => ({ value: v.courseId, label: `${v.courseName} (${seats(v)})` }))}
                  />
                </Select>
              </Field>
            </div>
          ),
        },
      ]}
    />
  );
}
