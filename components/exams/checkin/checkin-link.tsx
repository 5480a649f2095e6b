import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ExamRow } from "@/lib/exams/exams/schemas";

/** The link to 'Control de acceso' of an exam at a venue (and from there its attendance). */
export function CheckinLink({ exam, courseName }: { exam: ExamRow; courseName?: string }) {
  const t = useTranslations("exams");
  return (
    <Link
      href={`/exams/checkin?examId=${exam.id}`}
      className="text-sm text-blue-800 underline"
      aria-label={t("checkin.linkLabel", { option: exam.option, course: courseName ?? exam.courseName })}
    >
      {t("checkin.title")}
    </Link>
  );
}
