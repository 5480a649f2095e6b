import type { DataTableColumn } from "@/components/ui/data-table";
import { Badge } from "@/components/ui/status-badge";
import { formatTime } from "@/lib/dates";
import type { AttendanceRow } from "@/lib/exams/attendance/schemas";
import type { ExamsT } from "../texts";

/** The attendance table at a venue: who came and when, who did not. */
export const attendanceColumns = (t: ExamsT): DataTableColumn<AttendanceRow>[] => [
  { key: "name", header: t("attendance.columns.name") },
  { key: "dni", header: t("attendance.columns.dni") },
  { key: "venueName", header: t("attendance.columns.venue") },
  {
    key: "present",
    header: t("attendance.columns.attendance"),
    cell: (row) =>
      row.present ? (
        <Badge tone="green">{t("attendance.present")}</Badge>
      ) : (
        <Badge tone="gray">{t("attendance.absent")}</Badge>
      ),
  },
  {
    key: "arrivedAt",
    header: t("attendance.columns.arrivedAt"),
    cell: (row) => (row.arrivedAt ? formatTime(row.arrivedAt) : "—"),
  },
];
