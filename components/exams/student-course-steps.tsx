"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import { userSearchForm, type CourseRow, type ExamRow } from "@/lib/exams/schemas";

/** The wizards' shared state: a student found by id, one of their courses, and one of its exams. */
export function useStudentCourse() {
  const [user, setUser] = useState<string | null>(null);
  const coursesRead = useApiRead<CourseRow[]>(user ? examsPaths.enrollments(user) : null);
  const [courseId, setCourseId] = useState("");
  const examsRead = useApiRead<ExamRow[]>(courseId ? examsPaths.courseExams(courseId) : null);
  const [examId, setExamId] = useState<number | null>(null);

  function findUser(id: string) {
    if (id === user) coursesRead.reload();
    setUser(id);
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
  return { user, coursesRead, courses, courseId, examsRead, exams, exam, findUser, pickCourse, setExamId };
}

export type StudentCourseState = ReturnType<typeof useStudentCourse>;

/** 'Buscar usuario': the student's id, then the courses they are enrolled in (or why they could not be read). */
export function UserSearchStep({ state }: { state: StudentCourseState }) {
  const { form, onSubmit, errorOf } = useApiForm(userSearchForm, {
    defaultValues: { user: "" },
    submit: async ({ user }) => state.findUser(user),
    refresh: false,
  });
  const { data: courses, error, loading } = state.coursesRead;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="flex items-end gap-3">
        <Field label="Identificador del usuario" required error={errorOf("user")} className="flex-1">
          <Input {...form.register("user")} />
        </Field>
        <Button type="submit" variant="secondary" busy={loading}>
          Buscar
        </Button>
      </div>
      {error && <LoadError message={error} />}
      {state.user && courses && (
        <p className="text-sm text-gray-700">
          Usuario {state.user}:{" "}
          {courses.length === 0 ? "no está matriculado en ninguna asignatura" : `${courses.length} asignaturas`}
        </p>
      )}
    </form>
  );
}

/** The course, then one of its exams. */
export function CourseExamPickers({ state }: { state: StudentCourseState }) {
  return (
    <div className="flex max-w-lg flex-col gap-4">
      <Field label="Curso" required>
        <Select value={state.courseId} onChange={(e) => state.pickCourse(e.target.value)}>
          <SelectOptions
            placeholder="Selecciona un curso"
            options={state.courses.map((c) => ({ value: c.courseId, label: `${c.courseId} - ${c.courseName}` }))}
          />
        </Select>
      </Field>
      <Field label="Examen" required error={state.examsRead.error ?? undefined}>
        <Select
          value={state.exam?.id ?? ""}
          onChange={(e) => state.setExamId(e.target.value ? Number(e.target.value) : null)}
          disabled={!state.courseId}
        >
          <SelectOptions
            placeholder="Selecciona un examen"
            options={state.exams.map((e) => ({ value: e.id, label: `Examen ${e.option} · ${formatDateTime(e.date)}` }))}
          />
        </Select>
      </Field>
    </div>
  );
}
