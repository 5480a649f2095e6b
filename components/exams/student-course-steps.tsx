"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { formatDateTime } from "@/lib/dates";
import { examsApi } from "@/lib/exams/client";
import { userSearchForm, type CourseRow, type ExamRow } from "@/lib/exams/schemas";
import { failureMessage } from "@/lib/ui/api-request";
import type { z } from "@/lib/validation/z";

/** The wizards' shared state: a student found by id, one of their courses, and one of its exams. */
export function useStudentCourse() {
  const [user, setUser] = useState<string | null>(null);
  const [courses, setCourses] = useState<CourseRow[]>([]);
  const [courseId, setCourseId] = useState("");
  const [exams, setExams] = useState<ExamRow[]>([]);
  const [examId, setExamId] = useState<number | null>(null);

  async function findUser(id: string) {
    const found = await examsApi.enrollments(id);
    setUser(id);
    setCourses(found);
    setCourseId("");
    setExams([]);
    setExamId(null);
  }

  async function pickCourse(id: string) {
    setCourseId(id);
    setExamId(null);
    setExams(id ? await examsApi.courseExams(id) : []);
  }

  const exam = exams.find((e) => e.id === examId) ?? null;
  return { user, courses, courseId, exams, exam, findUser, pickCourse, setExamId };
}

export type StudentCourseState = ReturnType<typeof useStudentCourse>;

/** 'Buscar usuario': the student's id, then the courses they are enrolled in. */
export function UserSearchStep({ state }: { state: StudentCourseState }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof userSearchForm>, unknown, z.output<typeof userSearchForm>>({
    resolver: zodResolver(userSearchForm),
    defaultValues: { user: "" },
  });
  async function search({ user }: z.output<typeof userSearchForm>) {
    setError(null);
    await state.findUser(user).catch((err: unknown) => setError(failureMessage(err)));
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(search)} className="flex flex-col gap-3">
      <div className="flex items-end gap-3">
        <Field
          label="Identificador del usuario"
          required
          error={form.formState.errors.user?.message}
          className="flex-1"
        >
          <Input {...form.register("user")} />
        </Field>
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          Buscar
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {state.user && !error && (
        <p className="text-sm text-gray-700">
          Usuario {state.user}:{" "}
          {state.courses.length === 0
            ? "no está matriculado en ninguna asignatura"
            : `${state.courses.length} asignaturas`}
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
        <Select value={state.courseId} onChange={(e) => void state.pickCourse(e.target.value)}>
          <SelectOptions
            placeholder="Selecciona un curso"
            options={state.courses.map((c) => ({ value: c.courseId, label: `${c.courseId} - ${c.courseName}` }))}
          />
        </Select>
      </Field>
      <Field label="Examen" required>
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
