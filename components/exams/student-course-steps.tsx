"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { personName } from "@/components/ui/person-cell";
import { Stepper, type StepperProps } from "@/components/ui/stepper";
import { StudentPicker, type PickedStudent } from "@/components/ui/student-picker";
import { useApiRead } from "@/components/ui/use-api-read";
import { formatDateTime } from "@/lib/dates";
import { examsApi, examsPaths } from "@/lib/exams/client";
import type { CourseRow } from "@/lib/exams/courses/schemas";
import type { ExamRow } from "@/lib/exams/exams/schemas";

/** The wizards' shared state: a student chosen by name, one of their courses, and one of its exams. */
export function useStudentCourse() {
  const [student, setStudent] = useState<PickedStudent | null>(null);
  const user = student?.userId ?? null;
  const coursesRead = useApiRead<CourseRow[]>(user ? examsPaths.enrollments(user) : null);
  const [courseId, setCourseId] = useState("");
  const examsRead = useApiRead<ExamRow[]>(courseId ? examsPaths.courseExams(courseId) : null);
  const [examId, setExamId] = useState<number | null>(null);

  function pickStudent(picked: PickedStudent | null) {
    setStudent(picked);
    setCourseId("");
    setExamId(null);
  }

  function pickCourse(id: string) {
    setCourseId(id);
    setExamId(null);
  }

  const courses = coursesRead.data ?? [];
  const exams = examsRead.loading ? [] : (examsRead.data ?? []);
  const exam = exams.find((e) => e.id === examId) ?? null;
  return { student, user, coursesRead, courses, courseId, examsRead, exams, exam, pickStudent, pickCourse, setExamId };
}

export type StudentCourseState = ReturnType<typeof useStudentCourse>;

/** 'Buscar usuario': the student, chosen by name, surnames, DNI or e-mail; then how many courses they are enrolled in. */
export function UserSearchStep({ state }: { state: StudentCourseState }) {
  const t = useTranslations("exams");
  const { data: courses, error } = state.coursesRead;
  return (
    <div className="flex max-w-lg flex-col gap-3">
      <StudentPicker
        label={t("onBehalf.student")}
        required
        value={state.student}
        onChange={state.pickStudent}
        search={examsApi.findStudents}
      />
      {error && <LoadError message={error} />}
      {state.student && courses && (
        <p className="text-sm text-gray-700">
          {personName(state.student.surnames, state.student.name)}:{" "}
          {courses.length === 0 ? t("onBehalf.notEnrolled") : t("onBehalf.courses", { count: courses.length })}
        </p>
      )}
    </div>
  );
}

/**
 * A staff wizard on a student's behalf, its steps one under the other: first 'Buscar usuario', done once
 * the student found is enrolled in a course, then `steps`.
 */
export function OnBehalfStepper({
  state,
  steps,
  ...stepper
}: { state: StudentCourseState } & Pick<StepperProps, "label" | "onSave" | "steps">) {
  const t = useTranslations("exams");
  const search = {
    title: t("onBehalf.searchUser"),
    content: <UserSearchStep state={state} />,
    valid: state.courses.length > 0,
  };
  return <Stepper orientation="vertical" {...stepper} steps={[search, ...steps]} />;
}

/** The course, then one of its exams. */
export function CourseExamPickers({ state }: { state: StudentCourseState }) {
  const t = useTranslations("exams");
  const locale = useLocale();
  return (
    <div className="flex max-w-lg flex-col gap-4">
      <Field label={t("onBehalf.course")} required>
        <Select value={state.courseId} onChange={(e) => state.pickCourse(e.target.value)}>
          <SelectOptions
            placeholder={t("onBehalf.pickCourse")}
            options={state.courses.map((c) => ({ value: c.courseId, label: `${c.courseId} - ${c.courseName}` }))}
          />
        </Select>
      </Field>
      <Field label={t("onBehalf.exam")} required error={state.examsRead.error ?? undefined}>
        <Select
          value={state.exam?.id ?? ""}
          onChange={(e) => state.setExamId(e.target.value ? Number(e.target.value) : null)}
          disabled={!state.courseId}
        >
          <SelectOptions
            placeholder={t("onBehalf.pickExam")}
            options={state.exams.map((e) => ({
              value: e.id,
              label: t("onBehalf.examOption", { option: e.option, date: formatDateTime(e.date, locale) }),
            }))}
          />
        </Select>
      </Field>
    </div>
  );
}
