"use client";

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
const seats = (v: OfferedVenue) => (v.seatsLeft === null ? "sin límite" : `${v.seatsLeft} plazas libres`);

/** 'Peticiones fuera de plazo': find the student, then make the request on their behalf (same seat and overlap rules). */
export function OutOfDeadlineWizard() {
  const state = useStudentCourse();
  const examId = state.exam?.id ?? null;
  const read = useApiRead<OfferedVenue[]>(examId === null ? null : examsPaths.venues(examId));
  // While another exam's venues load, none show.
  const venues = read.loading ? [] : (read.data ?? []);
  const { form, onSubmit, errorOf } = useApiForm(schema, {
    defaultValues: { examId: null, headquarterId: "" },
    submit: (body) => examsApi.chooseOnBehalf(state.user ?? "", body),
    ...choiceToasts,
  });

  useEffect(() => form.reset({ examId, headquarterId: "" }), [examId, form]);

  return (
    <OnBehalfStepper
      state={state}
      label="Pasos de la petición fuera de plazo"
      onSave={onSubmit}
      steps={[
        {
          title: "Hacer petición",
          valid: Boolean(state.user) && formStep(form, requestBody).valid,
          content: (
            <div className="flex max-w-lg flex-col gap-4">
              <CourseExamPickers state={state} />
              <Field label="Sede" required error={read.error ?? errorOf("headquarterId")}>
                <Select {...form.register("headquarterId")} disabled={examId === null}>
                  <SelectOptions
                    placeholder="Selecciona una sede"
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
