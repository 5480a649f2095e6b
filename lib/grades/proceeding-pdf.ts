import type { PdfDocument } from "@/lib/pdf/model";

export interface ProceedingData {
  student: { givenName: string; familyName: string; dni: string };
  degreeName: string;
  academicYear: string;
  grades: Array<{ course: string; term: string; convocatory: string; grade: number | null; gradeText: string | null }>;
}

const gradeCell = (grade: number | null) =>
  grade === null ? "—" : grade.toLocaleString("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The academic record (expediente) of one student in one degree, as the portal issues it. */
export function proceedingDocument({ student, degreeName, academicYear, grades }: ProceedingData): PdfDocument {
  return {
    title: "Expediente académico",
    subtitle: degreeName,
    blocks: [
      { kind: "heading", text: "Datos del alumno" },
      {
        kind: "fields",
        rows: [
          { label: "Alumno", value: `${student.givenName} ${student.familyName}` },
          { label: "Documento de identidad", value: student.dni },
          { label: "Titulación", value: degreeName },
          { label: "Curso académico", value: academicYear },
        ],
      },
      { kind: "heading", text: "Calificaciones" },
      grades.length === 0
        ? { kind: "paragraph", text: "No constan calificaciones en esta titulación." }
        : {
            kind: "table",
            columns: ["Asignatura", "Curso", "Convocatoria", "Nota", "Calificación"],
            widths: [4, 1.4, 1.6, 1, 1.6],
            rows: grades.map((g) => [g.course, g.term, g.convocatory, gradeCell(g.grade), g.gradeText ?? ""]),
          },
    ],
  };
}
