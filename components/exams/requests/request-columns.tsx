import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import type { RequestRow } from "@/lib/exams/requests/schemas";

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
const student: DataTableColumn<RequestRow> = {
  key: "student",
  header: "Alumno",
  cell: (r) => <PersonCell familyName={r.familyName} givenName={r.givenName} dni={r.dni} />,
};

/** 'Tus peticiones' (student). */
export const studentRequestColumns = [exam, course, venue, created];
/** 'Peticiones de tus exámenes' (instructor). */
export const instructorRequestColumns = [student, exam, course, venue, created];
/** Active requests (coordinator). */
export const coordinatorRequestColumns: DataTableColumn<RequestRow>[] = [student, exam, course, venue, created];
