import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import type { RequestRow } from "@/lib/exams/schemas";

const exam: DataTableColumn<RequestRow> = {
  key: "examOption",
  header: "Examen",
  cell: (r) => `Examen ${r.examOption} (${formatDateTime(r.examDate)})`,
};
const course: DataTableColumn<RequestRow> = { key: "courseName", header: "Curso" };
const venue: DataTableColumn<RequestRow> = { key: "headquarterName", header: "Sede" };
const created: DataTableColumn<RequestRow> = {
  key: "created",
  header: "Fecha de petición",
  sortable: true,
  cell: (r) => formatDateTime(r.created),
};
const id: DataTableColumn<RequestRow> = { key: "id", header: "Id" };

/** 'Tus peticiones' (student). */
export const studentRequestColumns = [exam, course, venue, created];
/** 'Peticiones de tus exámenes' (instructor). */
export const instructorRequestColumns = [id, exam, course, venue, created];
/** Active requests (coordinator). */
export const coordinatorRequestColumns: DataTableColumn<RequestRow>[] = [
  id,
  { key: "name", header: "Usuario", cell: (r) => `${r.name} (${r.userId})` },
  exam,
  course,
  venue,
  created,
];
