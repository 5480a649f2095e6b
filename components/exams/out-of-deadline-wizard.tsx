"use client";

import { useEffect, useState } from "react";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { formStep } from "@/components/ui/form-step";
import { Stepper } from "@/components/ui/stepper";
import { useApiForm } from "@/components/ui/use-api-form";
import { examsApi } from "@/lib/exams/client";
import { CAPACITY_TOAST_MS } from "@/lib/exams/constants";
import { requestBody, type OfferedVenue, type RequestBody } from "@/lib/exams/schemas";
import { ApiRequestError } from "@/lib/ui/api-request";
import type { z } from "@/lib/validation/z";
import { CourseExamPickers, UserSearchStep, useStudentCourse } from "./student-course-steps";

type Values = { examId: number | null; headquarterId: string };
/** The form holds the chosen exam (none yet: null) and venue; the endpoint's schema validates them. */
const schema = requestBody as unknown as z.ZodType<RequestBody, Values>;
const seats = (v: OfferedVenue) => (v.seatsLeft === null ? "sin límite" : `${v.seatsLeft} plazas libres`);

/** 'Peticiones fuera de plazo': find the student, then make the request on their behalf (same seat and overlap rules). */
export function OutOfDeadlineWizard() {
  const state = useStudentCourse();
  const examId = state.exam?.id ?? null;
  // Venues are kept with the exam they were read for, so another exam's never show.
  const [loaded, setLoaded] = useState<{ examId: number; venues: OfferedVenue[] } | null>(null);
  const venues = loaded && loaded.examId === examId ? loaded.venues : [];
  const { form, onSubmit, errorOf } = useApiForm(schema, {
    defaultValues: { examId: null, headquarterId: "" },
    submit: (body) => examsApi.chooseOnBehalf(state.user ?? "", body),
    success: (created) => `Petición ${created.id} registrada`,
    errorDurationMs: (err) => (err instanceof ApiRequestError && err.status === 423 ? CAPACITY_TOAST_MS : undefined),
  });

  useEffect(() => {
    form.reset({ examId, headquarterId: "" });
    if (examId !== null) {
      examsApi.venues(examId).then(
        (venues) => setLoaded({ examId, venues }),
        () => setLoaded({ examId, venues: [] }),
      );
    }
  }, [examId, form]);

  return (
    <Stepper
      orientation="vertical"
      label="Pasos de la petición fuera de plazo"
      onSave={onSubmit}
      steps={[
        { title: "Buscar usuario", content: <UserSearchStep state={state} />, valid: state.courses.length > 0 },
        {
          title: "Hacer peticion",
          valid: Boolean(state.user) && formStep(form, requestBody).valid,
          content: (
            <div className="flex max-w-lg flex-col gap-4">
              <CourseExamPickers state={state} />
              <Field label="Sede" required error={errorOf("headquarterId")}>
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
