"use client";

import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import type { EnrollmentCourseRow } from "@/lib/enrollments/courses/schemas";
import { Card, Checkbox, useSchemaText, type EnrollmentForm } from "../form-parts";

/** The degree's courses as checkboxes, with credits, the full-course warning and the running total. */
export function CoursesCard({ form, courses }: { form: EnrollmentForm; courses: EnrollmentCourseRow[] }) {
  const t = useTranslations("enrollments");
  const say = useSchemaText();
  const chosen = useWatch({ control: form.control, name: "courses" }) ?? [];
  const total = courses.filter((c) => chosen.includes(c.courseId)).reduce((sum, c) => sum + c.credits, 0);
  const error = say(form.formState.errors.courses?.message);
  return (
    <Card title={t("fields.courses")}>
      {courses.length === 0 && <p className="text-sm text-gray-700">{t("form.noCourses")}</p>}
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
                        {t("form.courseLine", { name: c.courseName, id: c.courseId, credits: String(c.credits) })}
                        {full && <span className="block font-medium text-amber-800">{t("form.fullCourse")}</span>}
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
        {t("form.totalCredits", { total })}
      </p>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </Card>
  );
}
