import Link from "next/link";
import type { ExamRow } from "@/lib/exams/exams/schemas";

/** The link to 'Control de acceso' of an exam at a venue (and from there its attendance). */
export function CheckinLink({ exam, courseName }: { exam: ExamRow; courseName?: string }) {
  return (
    <Link
      href={`/exams/checkin?examId=${exam.id}`}
      className="text-sm text-blue-800 underline"
      aria-label={`Control de acceso del examen ${exam.option} de ${courseName ?? exam.courseName}`}
    >
      Control de acceso
    </Link>
  );
}
