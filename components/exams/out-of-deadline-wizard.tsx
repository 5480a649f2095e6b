"use client";

import { useEffect, useState } from "react";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { Stepper } from "@/components/ui/stepper";
import { examsClient } from "@/lib/exams/client";
import { CAPACITY_TOAST_MS } from "@/lib/exams/constants";
import { requestBody, type OfferedVenue } from "@/lib/exams/schemas";
import { ApiRequestError } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import { CourseExamPickers, UserSearchStep, useStudentCourse } from "./student-course-steps";

const seats = (v: OfferedVenue) => (v.seatsLeft === null ? "sin límite" : `${v.seatsLeft} plazas libres`);

/** 'Peticiones fuera de plazo': find the student, then make the request on their behalf (same seat and overlap rules). */
export function OutOfDeadlineWizard() {
  const { run } = useApiAction();
  const state = useStudentCourse();
  const [venues, setVenues] = useState<OfferedVenue[]>([]);
  const [venue, setVenue] = useState("");
  const examId = state.exam?.id ?? null;

  useEffect(() => {
    setVenue("");
    setVenues([]);
    if (examId !== null) examsClient.venues(examId).then(setVenues, () => setVenues([]));
  }, [examId]);

  const body = requestBody.safeParse({ examId, headquarterId: venue });
  async function save() {
    if (!body.success || !state.user) return;
    await run(() => examsClient.chooseOnBehalf(state.user!, body.data), {
      success: (created) => `Petición ${created.id} registrada`,
      errorDurationMs: (err) => (err instanceof ApiRequestError && err.status === 423 ? CAPACITY_TOAST_MS : undefined),
    });
  }

  return (
    <Stepper
      orientation="vertical"
      label="Pasos de la petición fuera de plazo"
      onSave={save}
      steps={[
        { title: "Buscar usuario", content: <UserSearchStep state={state} />, valid: state.courses.length > 0 },
        {
          title: "Hacer peticion",
          valid: body.success,
          content: (
            <div className="flex max-w-lg flex-col gap-4">
              <CourseExamPickers state={state} />
              <Field label="Sede" required>
                <Select value={venue} onChange={(e) => setVenue(e.target.value)} disabled={examId === null}>
                  <SelectOptions placeholder="Selecciona una sede" options={venues.map((v) => ({ value: v.courseId, label: `${v.courseName} (${seats(v)})` }))} />
                </Select>
              </Field>
            </div>
          ),
        },
      ]}
    />
  );
}
