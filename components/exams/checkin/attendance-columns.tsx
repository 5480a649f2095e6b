import type { DataTableColumn } from "@/components/ui/data-table";
import { Badge } from "@/components/ui/status-badge";
import { formatTime } from "@/lib/dates";
import type { AttendanceRow } from "@/lib/exams/attendance/schemas";

/** The attendance table at a venue: who came and when, who did not. */
export const attendanceColumns: DataTableColumn<AttendanceRow>[] = [
  { key: "name", header: "Apellidos, Nombre" },
  { key: "dni", header: "DNI" },
  { key: "venueName", header: "Sede" },
  {
    key: "present",
    header: "Asistencia",
    cell: (row) => (row.present ? <Badge tone="green">Presente</Badge> : <Badge tone="gray">Ausente</Badge>),
  },
  { key: "arrivedAt", header: "Hora de llegada", cell: (row) => (row.arrivedAt ? formatTime(row.arrivedAt) : "—") },
];
