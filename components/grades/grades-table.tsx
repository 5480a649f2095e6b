import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { Table } from "@/components/ui/table";
import type { GradeRow } from "@/lib/grades/schemas";

type Mark = { courseName: string; term: string; convocatory: string; grade: number | null; gradeText: string | null };

/** The columns of a list of marks, shared with the student record's 'Notas del alumno'. */
export const markColumns: DataTableColumn<Mark>[] = [
  { key: "courseName", header: "Asignatura" },
  { key: "term", header: "Curso" },
  { key: "convocatory", header: "Convocatoria" },
  {
    key: "grade",
    header: "Nota",
    cell: (g) => (g.grade === null ? "" : g.grade.toLocaleString("es-ES", { minimumFractionDigits: 1 })),
  },
  { key: "gradeText", header: "Calificación" },
];

// The student's own list shows one table per academic year, so the year is its caption, not a column.
const columns: DataTableColumn<GradeRow>[] = [
  ...markColumns.filter((c) => c.key !== "term"),
  {
    key: "survey",
    header: "Encuesta",
    cell: (g) =>
      g.surveyId && g.url ? (
        <a href={g.url} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary", "sm")}>
          Tienes encuestas pendientes
        </a>
      ) : null,
  },
];

/** 'Notas': one table per academic year, the latest first. */
export function GradesTable({ grades }: { grades: GradeRow[] }) {
  const years = [...new Set(grades.map((g) => g.term))].sort((a, b) => b.localeCompare(a, "es"));
  if (years.length === 0)
    return (
      <Table columns={columns} rows={[]} caption="Notas" captionVisible emptyMessage="No tienes notas publicadas" />
    );
  return (
    <div className="flex flex-col gap-6">
      {years.map((year) => (
        <Table
          key={year}
          columns={columns}
          rows={grades.filter((g) => g.term === year)}
          caption={`Notas del curso ${year}`}
          captionVisible
          emptyMessage="No tienes notas publicadas"
          rowKey={(g) => `${g.courseId}-${g.term}-${g.convocatory}`}
        />
      ))}
    </div>
  );
}
