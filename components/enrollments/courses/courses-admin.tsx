"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { Table } from "@/components/ui/table";
import { useApiAction } from "@/components/ui/use-api-action";
import { enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentCourseRow } from "@/lib/enrollments/courses/schemas";
import { ApiRequestError } from "@/lib/client/api-request";

/** 'Administrar': the registered courses' capacity in the active academic year and the batch CSV upload. */
export function CoursesAdmin({
  yearName,
  courses,
  maxBytes,
}: {
  /** The active academic year's name, or null when no year is active. */
  yearName: string | null;
  courses: EnrollmentCourseRow[];
  maxBytes: number;
}) {
  const { run, busy } = useApiAction();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [picker, setPicker] = useState(0);

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-md border border-gray-200 p-4" aria-labelledby="courses-upload-title">
        <h2 id="courses-upload-title" className="mb-2 text-lg font-semibold">
          Subir asignaturas por lotes
        </h2>
        <p className="mb-3 text-sm text-gray-700">
          CSV con la cabecera <code>courseId,credits,available,enrollments,maxEnrollments</code> y, si quieres, una
          última columna <code>academicYear</code> con el identificador del curso académico; sin ella, las plazas son
          del curso académico activo. Si alguna línea tiene errores no se importa ninguna.
        </p>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) return;
            setProblems([]);
            void run(() => enrollmentsApi.uploadCourses(file), {
              success: (r) => `Asignaturas subidas: ${r.rows}`,
              failure: "No se han podido subir las asignaturas",
              onError: (err) => setProblems(err instanceof ApiRequestError ? (err.errors?.file ?? []) : []),
              onDone: () => {
                setFile(null);
                setPicker((n) => n + 1);
              },
            });
          }}
        >
          <FilePicker
            key={picker}
            label="Fichero CSV"
            accept=".csv,text/csv"
            maxBytes={maxBytes}
            onChange={setFile}
            required
          />
          <div>
            <Button type="submit" disabled={!file || busy}>
              Subir
            </Button>
          </div>
          {problems.length > 0 && (
            <ul role="alert" className="list-inside list-disc text-sm text-red-700">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </form>
      </section>
      <p className="text-sm text-gray-700">
        {yearName
          ? `Plazas por asignatura del curso activo (${yearName}).`
          : "No hay ningún curso académico activo: las plazas se suben con la columna academicYear."}
      </p>
      <Table
        caption="Cursos registrados para matrículas"
        captionVisible
        emptyMessage="No hay cursos registrados"
        rows={courses}
        rowKey={(c) => c.courseId}
        columns={[
          { key: "courseId", header: "Código asignatura" },
          { key: "courseName", header: "Nombre asignatura" },
          { key: "credits", header: "Créditos" },
          { key: "enrollments", header: "Matriculaciones" },
          { key: "maxEnrollments", header: "Límite matriculaciones" },
        ]}
      />
    </div>
  );
}
