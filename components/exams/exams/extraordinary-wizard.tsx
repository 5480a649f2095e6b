"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Field, Input } from "@/components/ui/field";
import { DateTimeField } from "@/components/ui/form-fields";
import { formStep } from "@/components/ui/form-step";
import { useApiForm } from "@/components/ui/use-api-form";
import { examsApi } from "@/lib/exams/client";
import { CourseExamPickers, OnBehalfStepper, useStudentCourse } from "../student-course-steps";
import { extraordinaryBody } from "@/lib/exams/exams/schemas";

const optionStep = extraordinaryBody.pick({ option: true, date: true });
const startOfMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/** 'Exámenes extraordinarios': find the student, pick the course and exam, give the option and date. */
export function ExtraordinaryWizard() {
  const t = useTranslations("exams");
  const state = useStudentCourse();
  const examId = state.exam?.id ?? 0;
  const { form, onSubmit, errorOf } = useApiForm(extraordinaryBody, {
    defaultValues: { examId, option: "", date: new Date(startOfMinute()).toISOString() },
    submit: (body) => examsApi.extraordinary(body),
    success: (created) => created.message,
    onDone: () => form.reset({ ...form.getValues(), option: "" }),
  });
  useEffect(() => form.setValue("examId", examId), [examId, form]);
  const values = form.watch();
  const datePast = !values.date || new Date(values.date).getTime() < startOfMinute();
  const examPast = !state.exam || new Date(state.exam.date).getTime() < startOfMinute();
  // Its messages wait for 'Guardar' (or the server's answer); the dates are checked against the clock.
  const canSave = formStep(form, optionStep, false).valid && !datePast && !examPast;

  return (
    <OnBehalfStepper
      state={state}
      label={t("extraordinary.steps")}
      onSave={onSubmit}
      steps={[
        {
          title: t("extraordinary.chooseCourse"),
          content: <CourseExamPickers state={state} />,
          valid: Boolean(state.courseId && state.exam),
        },
        {
          title: t("extraordinary.create"),
          valid: canSave,
          content: (
            <div className="flex max-w-lg flex-col gap-4">
              <Field label={t("extraordinary.option")} required error={errorOf("option")}>
                <Input {...form.register("option")} />
              </Field>
              <DateTimeField
                control={form.control}
                name="date"
                label={t("extraordinary.date")}
                required
                error={values.date && datePast ? t("extraordinary.datePassed") : undefined}
              />
              {state.exam && examPast && <p className="text-sm text-red-700">{t("extraordinary.pastExam")}</p>}
            </div>
          ),
        },
      ]}
    />
  );
}
