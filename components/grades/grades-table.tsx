import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { Table } from "@/components/ui/table";
import type { GradeRow } from "@/lib/grades/schemas";

type Mark = { courseName: string; term: string; convocatory: string; grade: number | null; gradeText: string | null };

/** The headers of a list of marks: `useTranslations("grades.marks")` (or `getTranslations`). */
export type MarkHeaders = (key: "course" | "term" | "convocatory" | "grade" | "gradeText") => string;

/** The columns of a list of marks, shared with the student record's 'Notas del alumno'; grades in `locale`'s numbers. */
export const markColumnsIn = (t: MarkHeaders, locale: string): DataTableColumn<Mark>[] => [
  { key: "courseName", header: t("course") },
  { key: "term", header: t("term") },
  { key: "convocatory", header: t("convocatory") },
  {
    key: "grade",
    header: t("grade"),
    cell: (g) => (g.grade === null ? "" : g.grade.toLocaleString(locale, { minimumFractionDigits: 1 })),
  },
  { key: "gradeText", header: t("gradeText") },
];

/** 'Notas': one table per academic year, the latest first. */
export function GradesTable({ grades }: { grades: GradeRow[] }) {
  const t = useTranslations("grades.list");
  const marks = useTranslations("grades.marks");
  const locale = useLocale();
  // The student's own list shows one table per academic year, so the year is its caption, not a column.
  const columns: DataTableColumn<GradeRow>[] = [
    ...markColumnsIn(marks, locale).filter((c) => c.key !== "term"),
    {
      key: "survey",
      header: t("survey"),
      cell: (g) =>
        g.surveyId && g.url ? (
          <a href={g.url} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary", "sm")}>
            {t("surveyPending")}
          </a>
        ) : null,
    },
  ];
  const years = [...new Set(grades.map((g) => g.term))].sort((a, b) => b.localeCompare(a, "es"));
  if (years.length === 0)
    return <Table columns={columns} rows={[]} caption={t("caption")} captionVisible emptyMessage={t("empty")} />;
  return (
    <div className="flex flex-col gap-6">
      {years.map((year) => (
        <Table
          key={year}
          columns={columns}
          rows={grades.filter((g) => g.term === year)}
          caption={t("yearCaption", { year })}
          captionVisible
          emptyMessage={t("empty")}
          rowKey={(g) => `${g.courseId}-${g.term}-${g.convocatory}`}
        />
      ))}
    </div>
  );
}
