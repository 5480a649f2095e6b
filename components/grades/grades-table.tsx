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

const columns: DataTableColumn<GradeRow>[] = [
  ...markColumns,
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

export function GradesTable({ grades }: { grades: GradeRow[] }) {
  return (
    <Table
      columns={columns}
      rows={grades}
      caption="Notas"
      captionVisible
      emptyMessage="No tienes notas publicadas"
      rowKey={(g) => `${g.courseId}-${g.term}-${g.convocatory}`}
    />
  );
}
