import type { Messages } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { section, type PdfDocument } from "@/lib/pdf/model";

export interface ProceedingData {
  student: { givenName: string; familyName: string; dni: string };
  degreeName: string;
  academicYear: string;
  grades: Array<{ course: string; term: string; convocatory: string; grade: number | null; gradeText: string | null }>;
}

const gradeCell = (grade: number | null, locale: Locale) =>
  grade === null ? "—" : grade.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The academic record (expediente) of one student in one degree, as the portal issues it, in `locale`. */
export function proceedingDocument(
  { student, degreeName, academicYear, grades }: ProceedingData,
  locale: Locale,
): PdfDocument {
  const t = translator(locale, "grades");
  const say = (key: keyof Messages["grades"]["pdf"]) => t(`pdf.${key}`);
  return {
    title: say("title"),
    subtitle: degreeName,
    blocks: [
      ...section(say("studentData"), [
        [say("student"), `${student.givenName} ${student.familyName}`],
        [say("idDocument"), student.dni],
        [say("degree"), degreeName],
        [say("academicYear"), academicYear],
      ]),
      { kind: "heading", text: say("grades") },
      grades.length === 0
        ? { kind: "paragraph", text: say("noGrades") }
        : {
            kind: "table",
            columns: [say("course"), say("term"), say("convocatory"), say("grade"), say("gradeText")],
            widths: [4, 1.4, 1.6, 1, 1.6],
            rows: grades.map((g) => [g.course, g.term, g.convocatory, gradeCell(g.grade, locale), g.gradeText ?? ""]),
          },
    ],
  };
}
