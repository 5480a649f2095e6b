import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { formatDate, formatDateTime, formatTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfDocument } from "@/lib/pdf/model";
import { attendanceList, type AttendanceList } from "./queries";
import type { AttendanceQuery } from "./schemas";
import { venueNamed } from "./staff-exam";

/** The attendance PDF, with the external ids of the students it names (for the read log). */
export class AttendancePdf extends FileDownload {
  constructor(
    file: FileDownload,
    readonly shown: string[],
  ) {
    super(file.content, file.name, file.mime);
  }
}

function attendanceDocument(list: AttendanceList, venueName: string | null): PdfDocument {
  return {
    title: "Asistencia a examen",
    subtitle: `${list.courseName} · Examen ${list.option}`,
    blocks: [
      ...section("Examen", [
        ["Asignatura", list.courseName],
        ["Examen", list.option],
        ["Fecha y hora", formatDateTime(list.startsAt)],
        ["Sede", venueName ?? "Todas las sedes"],
        ["Presentes", String(list.present)],
        ["Ausentes", String(list.absent)],
      ]),
      {
        kind: "table",
        columns: ["Apellidos, Nombre", "DNI", "Sede", "Asistencia", "Hora de llegada"],
        widths: [3, 1.5, 2, 1.2, 1.3],
        rows: list.content.map((row) => [
          row.name,
          row.dni,
          row.venueName,
          row.present ? "Presente" : "Ausente",
          row.arrivedAt ? formatTime(row.arrivedAt) : "",
        ]),
      },
    ],
  };
}

/**
 * The attendance of an exam (at one venue when asked) as a PDF for its staff, issued through lib/pdf:
 * verifiable, and a new version only when someone else has arrived since the last one.
 */
export async function attendancePdf(
  db: Db,
  viewer: SessionUser,
  examId: number,
  q: AttendanceQuery,
): Promise<AttendancePdf> {
  const list = await attendanceList(db, viewer, examId, q);
  const venueName = q.venueId === undefined ? null : (await venueNamed(db, q.venueId)).name;
  const { bytes } = await issuePdf(db, attendanceDocument(list, venueName), {
    kind: "Asistencia a examen",
    ownerUserId: null,
    subject: `exam-attendance-list:${list.examId}:${q.venueId ?? "*"}`,
  });
  const name = `Asistencia ${list.courseName} ${formatDate(list.startsAt).replaceAll("/", "-")}.pdf`;
  return new AttendancePdf(new FileDownload(bytes, name, PDF_MIME), [...new Set(list.content.map((r) => r.userId))]);
}
