import type { DataTableColumn } from "@/components/ui/data-table";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import { CheckinLink } from "../checkin/checkin-link";
import { ExamRowActions } from "../islands";
import { ExamStateBadge } from "../online/exam-state";
import type { ExamRow } from "@/lib/exams/exams/schemas";
import type { ExamsT } from "../texts";

/**
 * The support's exam table; the last column opens the exam's management (its file pickers take up to
 * `maxBytes`) and generates online exams.
 */
export function examColumns(t: ExamsT, role: Role, maxBytes: number): DataTableColumn<ExamRow>[] {
  return [
    { key: "id", header: t("table.columns.id") },
    {
      key: "course",
      header: t("table.columns.course"),
      sortable: true,
      cell: (e) => `${e.courseId} - ${e.courseName}`,
    },
    { key: "option", header: t("table.columns.option"), sortable: true },
    {
      key: "date",
      header: t("table.columns.date"),
      sortable: true,
      cell: (e, locale) => formatDateTime(e.date, locale),
    },
    { key: "duration", header: t("table.columns.duration"), cell: (e) => t("table.minutes", { minutes: e.duration }) },
    { key: "termName", header: t("table.columns.term") },
    {
      key: "modality",
      header: t("table.columns.modality"),
      cell: (e) => `${e.online ? t("table.online") : t("table.inPerson")}${e.visible ? "" : ` ${t("table.hidden")}`}`,
    },
    { key: "state", header: t("table.columns.state"), sortable: true, cell: (e) => <ExamStateBadge state={e.state} /> },
    {
      key: "actions",
      header: t("table.columns.actions"),
      cell: (e) => (
        <div className="flex flex-wrap items-center gap-2">
          <ExamRowActions exam={e} online={e.online} state={e.state} role={role} maxBytes={maxBytes} />
          {!e.online && <CheckinLink exam={e} />}
        </div>
      ),
    },
  ];
}
