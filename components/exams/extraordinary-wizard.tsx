"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { DateTimeInput } from "@/components/ui/date-time-input";
import { Field, Input } from "@/components/ui/field";
import { Stepper } from "@/components/ui/stepper";
import { examsClient } from "@/lib/exams/client";
import { extraordinaryBody, type ExtraordinaryBody } from "@/lib/exams/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import type { z } from "@/lib/validation/z";
import { CourseExamPickers, UserSearchStep, useStudentCourse } from "./student-course-steps";

const startOfMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/** 'Examenes extraordinarios': find the student, pick the course and exam, give the option and date. */
export function ExtraordinaryWizard() {
  const { run } = useApiAction();
  const state = useStudentCourse();
  const form = useForm<z.input<typeof extraordinaryBody>, unknown, ExtraordinaryBody>({
    resolver: zodResolver(extraordinaryBody),
    defaultValues: { examId: 0, option: "", date: new Date(startOfMinute()).toISOString() },
  });
  const values = form.watch();
  const datePast = !values.date || new Date(values.date).getTime() < startOfMinute();
  const examPast = !state.exam || new Date(state.exam.date).getTime() < Date.now();
  const canSave = values.option.trim() !== "" && !datePast && !examPast;

  async function save() {
    const body = extraordinaryBody.parse({ ...form.getValues(), examId: state.exam!.id });
    await run(() => examsClient.extraordinary(body), { success: (created) => created.message, onDone: () => form.reset({ ...form.getValues(), option: "" }) });
  }

  return (
    <Stepper
      orientation="vertical"
      label="Pasos del examen extraordinario"
      onSave={save}
      steps={[
        { title: "Buscar usuario", content: <UserSearchStep state={state} />, valid: state.courses.length > 0 },
        { title: "Elegir curso", content: <CourseExamPickers state={state} />, valid: Boolean(state.courseId && state.exam) },
        {
          title: "Crear examen extraordinario",
          valid: canSave,
          content: (
            <div className="flex max-w-lg flex-col gap-4">
              <Field label="Opción" required error={form.formState.errors.option?.message}>
                <Input {...form.register("option")} />
              </Field>
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => (
                  <DateTimeInput
                    label="Fecha del examen"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={values.date && datePast ? "La fecha ya ha pasado" : undefined}
                  />
                )}
              />
              {state.exam && examPast && <p className="text-sm text-red-700">El examen elegido ya se ha celebrado</p>}
            </div>
          ),
        },
      ]}
    />
  );
}
