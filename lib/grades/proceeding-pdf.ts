import { section, type PdfDocument } from "@/lib/pdf/model";

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
      ...section("Datos del alumno", [
        ["Alumno", `${student.givenName} ${student.familyName}`],
        ["Documento de identidad", student.dni],
        ["Titulación", degreeName],
        ["Curso académico", academicYear],
      ]),
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
