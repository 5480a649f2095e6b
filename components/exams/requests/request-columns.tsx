import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import type { RequestRow } from "@/lib/exams/requests/schemas";
import type { ExamsT } from "../texts";

function columns(t: ExamsT) {
  const exam: DataTableColumn<RequestRow> = {
    key: "examOption",
    header: t("requests.columns.exam"),
    cell: (r, locale) => t("requests.examCell", { option: r.examOption, date: formatDateTime(r.examDate, locale) }),
  };
  const course: DataTableColumn<RequestRow> = { key: "courseName", header: t("requests.columns.course") };
  const venue: DataTableColumn<RequestRow> = { key: "headquarterName", header: t("requests.columns.venue") };
  const created: DataTableColumn<RequestRow> = {
    key: "created",
    header: t("requests.columns.created"),
    sortable: true,
    cell: (r, locale) => formatDateTime(r.created, locale),
  };
  const student: DataTableColumn<RequestRow> = {
    key: "student",
    header: t("requests.columns.student"),
    cell: (r) => <PersonCell familyName={r.familyName} givenName={r.givenName} dni={r.dni} />,
  };
  return { exam, course, venue, created, student };
}

/** 'Tus peticiones' (student). */
export function studentRequestColumns(t: ExamsT): DataTableColumn<RequestRow>[] {
  const c = columns(t);
  return [c.exam, c.course, c.venue, c.created];
}
/** 'Peticiones de tus exámenes' (instructor). */
export function instructorRequestColumns(t: ExamsT): DataTableColumn<RequestRow>[] {
  const c = columns(t);
  return [c.student, c.exam, c.course, c.venue, c.created];
}
/** Active requests (coordinator). */
export const coordinatorRequestColumns = instructorRequestColumns;
