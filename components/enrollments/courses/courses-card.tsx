"use client";

import { Controller, useWatch } from "react-hook-form";
import { FULL_COURSE_WARNING, type EnrollmentCourseRow } from "@/lib/enrollments/courses/schemas";
import { Card, Checkbox, type EnrollmentForm } from "../form-parts";

/** The degree's courses as checkboxes, with credits, the full-course warning and the running total. */
export function CoursesCard({ form, courses }: { form: EnrollmentForm; courses: EnrollmentCourseRow[] }) {
  const chosen = useWatch({ control: form.control, name: "courses" }) ?? [];
  const total = courses.filter((c) => chosen.includes(c.courseId)).reduce((sum, c) => sum + c.credits, 0);
  const error = form.formState.errors.courses?.message;
  return (
    <Card title="Asignaturas">
      {courses.length === 0 && (
        <p className="text-sm text-gray-700">No hay asignaturas abiertas a matrícula en esta titulación</p>
      )}
      <Controller
        control={form.control}
        name="courses"
        render={({ field }) => (
          <ul className="flex flex-col gap-2">
            {courses.map((c) => {
              const full = c.enrollments >= c.maxEnrollments;
              const value = field.value ?? [];
              return (
                <li key={c.courseId}>
                  <Checkbox
                    name="courses"
                    label={
                      // The warning inside its course's label: under its name, never beside the next course.
                      <>
                        {`${c.courseName} (${c.courseId}) · ${c.credits} créditos`}
                        {full && <span className="block font-medium text-amber-800">{FULL_COURSE_WARNING}</span>}
                      </>
                    }
                    checked={value.includes(c.courseId)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...value, c.courseId] : value.filter((id) => id !== c.courseId),
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      />
      <p className="text-sm font-medium" aria-live="polite">
        Total de créditos: {total.toLocaleString("es-ES")}
      </p>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </Card>
  );
}
