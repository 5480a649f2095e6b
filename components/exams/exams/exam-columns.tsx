import type { DataTableColumn } from "@/components/ui/data-table";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import { CheckinLink } from "../checkin/checkin-link";
import { ExamRowActions } from "../islands";
import { ExamStateBadge } from "../online/exam-state";
import type { ExamRow } from "@/lib/exams/exams/schemas";

/**
 * The support's exam table; the last column opens the exam's management (its file pickers take up to
 * `maxBytes`) and generates online exams.
 */
export function examColumns(role: Role, maxBytes: number): DataTableColumn<ExamRow>[] {
  return [
    { key: "id", header: "Id" },
    { key: "course", header: "Asignatura", sortable: true, cell: (e) => `${e.courseId} - ${e.courseName}` },
    { key: "option", header: "Opción", sortable: true },
    { key: "date", header: "Fecha", sortable: true, cell: (e) => formatDateTime(e.date) },
    { key: "duration", header: "Duración", cell: (e) => `${e.duration} min` },
    { key: "termName", header: "Convocatoria" },
    {
      key: "modality",
      header: "Modalidad",
      cell: (e) => `${e.online ? "Online" : "Presencial"}${e.visible ? "" : " (oculto)"}`,
    },
    { key: "state", header: "Estado", sortable: true, cell: (e) => <ExamStateBadge state={e.state} /> },
    {
      key: "actions",
      header: "Acciones",
      cell: (e) => (
        <div className="flex flex-wrap items-center gap-2">
          <ExamRowActions exam={e} online={e.online} state={e.state} role={role} maxBytes={maxBytes} />
          {!e.online && <CheckinLink exam={e} />}
        </div>
      ),
    },
  ];
}
